import {
  CATALOG_MESSAGES,
  CREDIT_OFFER,
  isValidCreditOffer,
  SWAP_MESSAGES,
  swapMessageProblem,
  type CreateSwapRequestBody,
  type SwapOfferKind,
} from '@reagentswap/contracts';
import type { FieldErrors } from '../../../shared/api/problem';

/** The Request Swap form (spec §2, §4 "Request swap form"): what is typed, flat, so each field has its error. */
export interface RequestSwapValues {
  /** The tab: Swap with Credits (default) or Swap with Reagent. */
  kind: 'credits' | 'reagent';
  /** On the reagent tab with one of my listings: credits offered with it (a mixed offer, ADR 0027). */
  withCredits: boolean;
  /** As typed: null while the box is empty; only 10–100 in steps of 5 is sent. */
  credits: number | null;
  /** On the reagent tab: one of my available listings, or a reagent described by hand (the mixed tab: a listing). */
  reagentSource: 'listing' | 'manual';
  offeredReagentId: string;
  manualName: string;
  manualCatalogNumber: string;
  manualDescription: string;
  manualAmount: number | null;
  manualUnit: string;
  manualStorageConditions: string;
  message: string;
}

export type RequestSwapField = keyof RequestSwapValues & string;

export const blankRequestSwap = (): RequestSwapValues => ({
  kind: 'credits',
  withCredits: false,
  credits: CREDIT_OFFER.default,
  reagentSource: 'listing',
  offeredReagentId: '',
  manualName: '',
  manualCatalogNumber: '',
  manualDescription: '',
  manualAmount: null,
  manualUnit: 'g',
  manualStorageConditions: '',
  message: '',
});

/** What the form offers: credits, a reagent, or one of my listings with credits (mixed). */
export const offerKindOf = (values: Pick<RequestSwapValues, 'kind' | 'reagentSource' | 'withCredits'>): SwapOfferKind => {
  if (values.kind === 'credits') return 'credits';
  return values.reagentSource === 'listing' && values.withCredits ? 'mixed' : 'reagent';
};

/** A credit offer beyond what I can spend now (available = balance − reserved); false while the balance loads. */
export const isUnaffordable = (
  values: Pick<RequestSwapValues, 'kind' | 'reagentSource' | 'withCredits' | 'credits'>,
  available: number | undefined,
) => offerKindOf(values) !== 'reagent' && available !== undefined && isValidCreditOffer(values.credits) && values.credits > available;

/** The spec §5 checks, in the form's own words; the server applies the same rules again. */
export function requestSwapProblems(values: RequestSwapValues, available: number | undefined): FieldErrors<RequestSwapField> {
  const errors: FieldErrors<RequestSwapField> = {};
  if (offerKindOf(values) !== 'reagent') {
    if (!isValidCreditOffer(values.credits)) errors.credits = SWAP_MESSAGES.creditOfferRange;
    else if (isUnaffordable(values, available)) errors.credits = SWAP_MESSAGES.notEnoughCredits(available ?? 0);
  }
  if (values.kind === 'reagent' && values.reagentSource === 'listing') {
    if (!values.offeredReagentId) errors.offeredReagentId = SWAP_MESSAGES.chooseReagent;
  } else if (values.kind === 'reagent' && !values.manualName.trim()) {
    errors.manualName = CATALOG_MESSAGES.nameRequired;
  }
  const message = swapMessageProblem(values.message);
  if (message) errors.message = message.message;
  return errors;
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** What POST /api/swaps takes; `id` is the form's own UUID, so sending it twice creates one request. */
export function toCreateBody(id: string, reagentId: string, values: RequestSwapValues): CreateSwapRequestBody {
  const message = values.message.trim();
  if (values.kind === 'credits') return { id, reagentId, message, offer: { kind: 'credits', credits: values.credits ?? undefined } };
  if (offerKindOf(values) === 'mixed') {
    return { id, reagentId, message, offer: { kind: 'mixed', credits: values.credits ?? undefined, reagentId: values.offeredReagentId } };
  }
  if (values.reagentSource === 'listing') return { id, reagentId, message, offer: { kind: 'reagent', reagentId: values.offeredReagentId } };
  return {
    id,
    reagentId,
    message,
    offer: {
      kind: 'reagent',
      manual: {
        name: values.manualName.trim(),
        catalogNumber: orNull(values.manualCatalogNumber),
        description: orNull(values.manualDescription),
        amount: values.manualAmount,
        unit: values.manualAmount === null ? null : orNull(values.manualUnit),
        storageConditions: orNull(values.manualStorageConditions),
      },
    },
  };
}

/** The server names fields by the body's paths (offer.credits, offer.manual.name …); the form by its own. */
export function formFieldOf(serverField: string, values: RequestSwapValues): RequestSwapField | undefined {
  if (serverField === 'message') return 'message';
  if (serverField === 'offer.credits') return 'credits';
  if (serverField === 'offer.reagentId') return 'offeredReagentId';
  if (serverField.startsWith('offer.manual')) return 'manualName';
  if (serverField.startsWith('offer'))
    return values.kind === 'credits' ? 'credits' : values.reagentSource === 'listing' ? 'offeredReagentId' : 'manualName';
  return undefined;
}
