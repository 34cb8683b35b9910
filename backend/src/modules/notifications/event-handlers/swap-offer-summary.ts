import { MIXED_OFFER_TEXT, type OfferedReagentView } from '@reagentswap/contracts';

/** How long a member's message may be in a push body (spec §9: push previews are 100 characters). */
export const PUSH_PREVIEW_LENGTH = 100;

/**
 * The offer in a few words, for e-mail and push (spec §2's offer summary, as text): "40 credits",
 * "Ethanol (500 mL)", both for a mixed offer ("40 credits + Ethanol (500 mL)", ADR 0027), or "Open
 * Request" when the requester named neither credits nor a reagent.
 * Credits come from the event (an edit may change them later); an offered reagent never changes.
 */
export function offerSummary(
  creditOffer: number | null,
  offered: Pick<OfferedReagentView, 'name' | 'amount' | 'unit'> | null | undefined,
): string {
  const reagent = offered ? reagentSummary(offered) : null;
  if (creditOffer !== null && reagent) return MIXED_OFFER_TEXT.summary(creditOffer, reagent);
  if (creditOffer !== null) return `${creditOffer} ${creditOffer === 1 ? 'credit' : 'credits'}`;
  return reagent ?? 'Open Request';
}

function reagentSummary(offered: Pick<OfferedReagentView, 'name' | 'amount' | 'unit'>): string {
  const amount = offered.amount === null ? '' : [offered.amount, offered.unit].filter((part) => part !== null && part !== '').join(' ');
  return amount ? `${offered.name} (${amount})` : offered.name;
}

/** A message cut for a push body, with an ellipsis when cut (as the spec previews messages). */
export function pushPreview(text: string | null): string | null {
  if (text === null) return null;
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > PUSH_PREVIEW_LENGTH ? `${oneLine.slice(0, PUSH_PREVIEW_LENGTH)}...` : oneLine;
}

/** "Test Lab, Ghent University", or null when neither is known. */
export const affiliationOf = (party: { labName: string | null; university: string | null }): string | null =>
  [party.labName, party.university].filter(Boolean).join(', ') || null;
