import { GHS_MESSAGES, ghsPictogramName, hazardStatementLabel, type GhsPictogramCode } from '@reagentswap/contracts';

/** The pictogram drawings shipped in frontend/public/ghs (one SVG per code). */
export const ghsPictogramUrl = (code: GhsPictogramCode): string => `/ghs/${code}.svg`;

const namesOf = (codes: readonly GhsPictogramCode[]) => codes.map((code) => ghsPictogramName(code) ?? code).join(', ');

/** One pictogram image; its alt text is the pictogram's name unless a label next to it already says it. */
export function GhsPictogramImage({ code, size, decorative }: { code: GhsPictogramCode; size: number; decorative?: boolean }) {
  return (
    <img
      className="ghs-pictogram"
      src={ghsPictogramUrl(code)}
      alt={decorative ? '' : (ghsPictogramName(code) ?? code)}
      width={size}
      height={size}
      loading="lazy"
    />
  );
}

/** Cards' small hazard mark: the pictograms in miniature, read out as one image ('Hazards: Flame, Exclamation mark'). */
export function HazardMark({ codes }: { codes: readonly GhsPictogramCode[] }) {
  if (codes.length === 0) return null;
  const label = GHS_MESSAGES.hazards(namesOf(codes));
  return (
    <span className="ghs-mark" role="img" aria-label={label} title={label}>
      {codes.map((code) => (
        <GhsPictogramImage key={code} code={code} size={22} decorative />
      ))}
    </span>
  );
}

/** The words a card's link adds for screen readers (its aria-label replaces the card's own text). */
export const hazardLabelSuffix = (codes: readonly GhsPictogramCode[]): string =>
  codes.length ? `, ${GHS_MESSAGES.hazards(namesOf(codes))}` : '';

/** The detail page's hazard section: each pictogram with its name, then the H-statements with their texts. */
export function GhsHazardDetails({ pictograms, statements }: { pictograms: readonly GhsPictogramCode[]; statements: readonly string[] }) {
  if (pictograms.length === 0 && statements.length === 0) return null;
  return (
    <section className="ghs-details" aria-labelledby="ghs-details-title">
      <h2 className="reagent-detail__subtitle" id="ghs-details-title">
        Hazards (GHS)
      </h2>
      {pictograms.length > 0 ? (
        <ul className="ghs-details__pictograms" aria-label={GHS_MESSAGES.pictogramsLabel}>
          {pictograms.map((code) => (
            <li key={code}>
              <figure className="ghs-details__figure">
                <GhsPictogramImage code={code} size={64} />
                <figcaption>{ghsPictogramName(code)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {statements.length > 0 ? (
        <ul className="ghs-details__statements" aria-label="Hazard statements">
          {statements.map((code) => (
            <li key={code}>{hazardStatementLabel(code)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
