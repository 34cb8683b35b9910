import { GiftOutlined, QuestionCircleOutlined, WalletOutlined } from '@ant-design/icons';
import { descriptionPreview, MIXED_OFFER_TEXT, type OfferedReagentView, type SwapRequestView } from '@reagentswap/contracts';
import { formatCredits } from '../../credits';

type Offer = Pick<SwapRequestView, 'creditOffer' | 'offeredReagent'>;

interface OfferSummaryProps {
  swap: Offer;
  /** The one-line form of past cards: 'n credits offered', the reagent's name, or 'No specific offer'. */
  compact?: boolean;
}

const amountFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 6 });

/** "25 mL", "25", or null when the offer named no amount. */
export function offeredAmount(reagent: Pick<OfferedReagentView, 'amount' | 'unit'>): string | null {
  if (reagent.amount === null) return null;
  return [amountFormat.format(reagent.amount), reagent.unit].filter(Boolean).join(' ');
}

const creditsText = (credits: number) => `${formatCredits(credits)} ${credits === 1 ? 'credit' : 'credits'}`;

function OfferedReagent({ reagent }: { reagent: OfferedReagentView }) {
  const amount = offeredAmount(reagent);
  const description = descriptionPreview(reagent.description);
  return (
    <div className="offer-summary offer-summary--reagent">
      <div className="offer-summary__heading">
        <GiftOutlined aria-hidden="true" /> Offered reagent: <strong>{reagent.name}</strong>
        {amount ? <span className="offer-summary__amount"> ({amount})</span> : null}
      </div>
      <dl className="offer-summary__fields">
        {reagent.catalogNumber ? (
          <div>
            <dt>Catalog Number</dt>
            <dd>{reagent.catalogNumber}</dd>
          </div>
        ) : null}
        {description ? (
          <div>
            <dt>Description</dt>
            <dd>{description}</dd>
          </div>
        ) : null}
        {reagent.storageConditions ? (
          <div>
            <dt>Storage</dt>
            <dd>{reagent.storageConditions}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

/**
 * What the requester offers (spec §2 "Offer summary"): credits, a reagent (a listing's copy or one
 * described by hand), both (a mixed offer, ADR 0027: the credits line above the reagent), or neither:
 * an 'Open Request' ('No specific offer' in the compact form).
 */
export function OfferSummary({ swap, compact = false }: OfferSummaryProps) {
  const credits = swap.creditOffer ?? 0;
  const reagent = swap.offeredReagent;
  if (compact) {
    const text =
      credits > 0 && reagent
        ? `Offered: ${MIXED_OFFER_TEXT.summary(credits, reagent.name)}`
        : credits > 0
          ? `${creditsText(credits)} offered`
          : reagent
            ? `Offered: ${reagent.name}`
            : 'No specific offer';
    return <div className="offer-summary offer-summary--compact">{text}</div>;
  }
  if (credits > 0) {
    const creditLine = (
      <div className="offer-summary offer-summary--credits">
        <WalletOutlined aria-hidden="true" /> Credit Offer: <strong>{creditsText(credits)}</strong>
      </div>
    );
    if (!reagent) return creditLine;
    return (
      <div className="offer-summary--mixed">
        {creditLine}
        <OfferedReagent reagent={reagent} />
      </div>
    );
  }
  if (reagent) return <OfferedReagent reagent={reagent} />;
  return (
    <div className="offer-summary offer-summary--open">
      <QuestionCircleOutlined aria-hidden="true" /> <strong>Open Request</strong>: the requester offered neither a reagent nor credits.
    </div>
  );
}
