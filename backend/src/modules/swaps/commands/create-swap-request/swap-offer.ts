import type { QueryBus } from '@nestjs/cqrs';
import { isValidCreditOffer, SWAP_LIMITS, SWAP_MESSAGES, type ManualOfferedReagent, type SwapOfferInput } from '@reagentswap/contracts';
import { ConflictError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { GetReagentQuery } from '../../../catalog/index.js';
import { creditsToCents, GetBalanceQuery, centsToCredits } from '../../../ledger/index.js';

/** The offered-reagent record as stored (spec §3 offered_reagents): a copy, never a reference that can change. */
export interface OfferedReagentCopy {
  sourceReagentId: string | null;
  name: string;
  catalogueNumber: string | null;
  description: string | null;
  amount: number | null;
  amountUnit: string | null;
  storageConditions: string | null;
}

export type CheckedOffer =
  | { kind: 'credits'; creditOfferCents: number }
  | { kind: 'reagent'; offered: OfferedReagentCopy }
  | { kind: 'mixed'; creditOfferCents: number; offered: OfferedReagentCopy };

/** The credits an offer carries (credits, mixed), in cents; null for a reagent alone. */
export const creditsOf = (offer: CheckedOffer): number | null => (offer.kind === 'reagent' ? null : offer.creditOfferCents);
/** The reagent an offer carries (reagent, mixed); null for credits alone. */
export const reagentOf = (offer: CheckedOffer): OfferedReagentCopy | null => (offer.kind === 'credits' ? null : offer.offered);

/** The credit offer in cents, if it is one the slider allows (spec §5, §9). */
export function creditOfferCentsOf(credits: unknown, field = 'offer.credits'): number {
  if (!isValidCreditOffer(credits)) throw ValidationFailedError.of(field, SWAP_MESSAGES.creditOfferRange);
  return creditsToCents(credits, field);
}

/**
 * What the requester offers, checked: credits they can afford now (the reservation waits for the
 * owner's approval, which checks again), one of their own available listings (not the reagent
 * they want), a reagent they describe, or credits and one of their listings together (mixed).
 */
export async function checkOffer(
  queries: QueryBus,
  requesterId: string,
  wantedId: string,
  offer: SwapOfferInput | undefined,
): Promise<CheckedOffer> {
  if (offer?.kind === 'credits') return { kind: 'credits', creditOfferCents: await affordableCredits(queries, requesterId, offer.credits) };
  if (offer?.kind === 'reagent' && offer.reagentId) {
    return { kind: 'reagent', offered: await myListingOffered(queries, requesterId, wantedId, offer.reagentId) };
  }
  if (offer?.kind === 'mixed') {
    // Credits and one of my listings, both required (a hand-described reagent cannot be settled by the catalog).
    if (!offer.reagentId) throw ValidationFailedError.of('offer.reagentId', SWAP_MESSAGES.chooseReagent);
    const offered = await myListingOffered(queries, requesterId, wantedId, offer.reagentId);
    return { kind: 'mixed', creditOfferCents: await affordableCredits(queries, requesterId, offer.credits), offered };
  }
  if (offer?.kind === 'reagent' && offer.manual) return { kind: 'reagent', offered: manualCopy(offer.manual) };
  throw ValidationFailedError.of('offer', SWAP_MESSAGES.chooseReagent);
}

/** Credits the slider allows and the requester can afford now (the reservation waits for approval, which checks again). */
async function affordableCredits(queries: QueryBus, requesterId: string, credits: unknown): Promise<number> {
  const creditOfferCents = creditOfferCentsOf(credits);
  const { availableCents } = await queries.execute(new GetBalanceQuery(requesterId));
  if (availableCents < creditOfferCents) {
    throw new ConflictError(SWAP_MESSAGES.notEnoughForOffer(centsToCredits(creditOfferCents)), 'INSUFFICIENT_CREDITS');
  }
  return creditOfferCents;
}

/** One of the requester's own available listings, not the reagent they want, copied as offered. */
async function myListingOffered(queries: QueryBus, requesterId: string, wantedId: string, reagentId: string): Promise<OfferedReagentCopy> {
  if (reagentId === wantedId) throw ValidationFailedError.of('offer.reagentId', SWAP_MESSAGES.offeredIsWanted);
  const listing = isUuid(reagentId) ? await queries.execute(new GetReagentQuery(reagentId)).catch(() => undefined) : undefined;
  if (!listing || listing.owner.id !== requesterId || !listing.available) {
    throw ValidationFailedError.of('offer.reagentId', SWAP_MESSAGES.offeredNotYours);
  }
  return {
    sourceReagentId: listing.id,
    name: listing.name,
    catalogueNumber: listing.catalogNumber || null,
    description: listing.description || null,
    amount: listing.amount,
    amountUnit: listing.unit || null,
    storageConditions: listing.storageConditions || null,
  };
}

function manualCopy(manual: ManualOfferedReagent): OfferedReagentCopy {
  const name = text(manual.name, 'name', SWAP_LIMITS.name);
  if (!name) throw ValidationFailedError.of('offer.manual.name', SWAP_MESSAGES.chooseReagent);
  return {
    sourceReagentId: null,
    name,
    catalogueNumber: text(manual.catalogNumber, 'catalogNumber', SWAP_LIMITS.catalogueNumber),
    description: text(manual.description, 'description', SWAP_LIMITS.description),
    amount: amountOf(manual.amount),
    amountUnit: text(manual.unit, 'unit', SWAP_LIMITS.amountUnit),
    storageConditions: text(manual.storageConditions, 'storageConditions', SWAP_LIMITS.storageConditions),
  };
}

function text(value: unknown, field: string, max: number): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') throw ValidationFailedError.of(`offer.manual.${field}`, `Invalid ${field}`);
  const trimmed = value.trim();
  if (trimmed.length > max) throw ValidationFailedError.of(`offer.manual.${field}`, `${field} can be at most ${max} characters`);
  return trimmed.length === 0 ? null : trimmed;
}

/** Spec §7: the amount is parsed from what was typed; anything unreadable is stored as unknown. */
function amountOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : NaN;
  return Number.isFinite(n) && n >= 0 && n <= SWAP_LIMITS.maxAmount ? n : null;
}
