import type { SWAP_STATUSES } from './swap.rules.js';

export type SwapStatus = (typeof SWAP_STATUSES)[number];

/** A reagent described by hand on the Swap with Reagent tab (copied into the offered-reagent record). */
export interface ManualOfferedReagent {
  name: string;
  catalogNumber?: string | null;
  description?: string | null;
  amount?: number | string | null;
  unit?: string | null;
  storageConditions?: string | null;
}

/** What a swap offers: credits, a reagent, or both at once (a mixed offer, ADR 0027). */
export type SwapOfferKind = 'credits' | 'reagent' | 'mixed';

/**
 * What the requester offers: `credits` (10–100 step 5) with kind 'credits' (the Swap with Credits
 * tab), with kind 'reagent' either `reagentId` (one of my available listings) or `manual`, or with
 * kind 'mixed' both `credits` and `reagentId` (a listing of mine; not a hand-described reagent).
 */
export interface SwapOfferInput {
  kind: SwapOfferKind;
  credits?: number;
  reagentId?: string;
  manual?: ManualOfferedReagent;
}

export interface CreateSwapRequestBody {
  /** Client-generated UUID (spec §3); a second submit with the same id answers with the first. */
  id?: string;
  reagentId: string;
  offer: SwapOfferInput;
  message: string;
}

export interface EditSwapRequestBody {
  creditOffer?: number;
  message: string;
}

export interface SwapDecisionBody {
  message: string;
}

/** A counter-offer, or a counter back (ADR 0027): whole credits, 10–100 in steps of 5, and a message. */
export interface CounterOfferBody {
  credits: number;
  message: string;
}

/** Offered reagent record (spec §3): a copy, so it stays as offered even if the listing changes. */
export interface OfferedReagentView {
  /** The requester's listing it was copied from, or null for a hand-described reagent. */
  sourceReagentId: string | null;
  name: string;
  catalogNumber: string | null;
  description: string | null;
  amount: number | null;
  unit: string | null;
  storageConditions: string | null;
}

export interface SwapPartyView {
  id: string;
  /** The spec's "Requested by {username}". */
  username: string | null;
  /** The name the member chose (profile display name), as the rest of the app shows them; null when unset. */
  displayName: string | null;
  labName: string | null;
  university: string | null;
}

export interface SwapTransitionView {
  action:
    | 'requested'
    | 'approved'
    | 'rejected'
    | 'cancelled'
    | 'edited'
    | 'shipped'
    | 'completed'
    | 'countered'
    | 'counter-accepted'
    | 'counter-declined'
    | 'expired';
  from: SwapStatus | null;
  to: SwapStatus;
  /** null when the system did it (e.g. the reagent was swapped to someone else). */
  actor: { id: string; username: string | null; displayName: string | null } | null;
  note: string | null;
  /** The amount of a counter-offer round (countered, counter-accepted), in whole credits; else null. */
  credits: number | null;
  at: string;
}

/** The requested listing as a swap shows it, with what its shipping guidance needs (shipping.rules.ts). */
export interface SwapReagentView {
  id: string;
  name: string;
  ownerId: string;
  storageConditions: string;
  category: { id: string; name: string };
  /** GHS pictogram codes ('GHS02', …). */
  ghsPictograms: string[];
}

export interface SwapRequestView {
  id: string;
  status: SwapStatus;
  reagent: SwapReagentView;
  requester: SwapPartyView;
  owner: SwapPartyView;
  offerKind: SwapOfferKind;
  /** Whole credits, or null when only a reagent is offered. */
  creditOffer: number | null;
  offeredReagent: OfferedReagentView | null;
  /** The owner's counter-offer awaiting the requester's answer (whole credits), or null (ADR 0027). */
  counterOffer: number | null;
  /** When the pending credit offer or counter-offer on the table expires unanswered; null otherwise. */
  expiresAt: string | null;
  message: string;
  shippedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The detail page adds the audit trail: who did what, when. */
export interface SwapRequestDetailView extends SwapRequestView {
  timeline: SwapTransitionView[];
}

/** POST /api/swaps: 201 with created true, or 200 with the request that already exists (spec §5 duplicate check). */
export interface SwapCreatedResult {
  created: boolean;
  message: string;
  swap: SwapRequestDetailView;
}

/** Approve answers with where the browser goes next (spec §2: /conversations/{userId}?reagentId={reagentId}). */
export interface SwapApprovedResult {
  swap: SwapRequestDetailView;
  redirectToMessages: { userId: string; reagentId: string };
}

export interface SwapCountsView {
  received: { pending: number; past: number };
  sent: { pending: number; past: number };
}
