import type { ApprovalStatus } from '../identity/account.types.js';
import type { NotificationFlags } from '../identity/profile.types.js';

/** The swaps module's integration events (the outbox): stable type strings and payload shapes (ADR 0022). */
export const SWAPS_INTEGRATION_EVENTS = {
  swapRequested: 'swaps.swap-requested',
  swapApproved: 'swaps.swap-approved',
  swapRejected: 'swaps.swap-rejected',
  swapCancelled: 'swaps.swap-cancelled',
  swapEdited: 'swaps.swap-edited',
  swapShipped: 'swaps.swap-shipped',
  swapCompleted: 'swaps.swap-completed',
  swapCountered: 'swaps.swap-countered',
  swapCounterAccepted: 'swaps.swap-counter-accepted',
  swapCounterDeclined: 'swaps.swap-counter-declined',
} as const;
export type SwapsIntegrationEventType = (typeof SWAPS_INTEGRATION_EVENTS)[keyof typeof SWAPS_INTEGRATION_EVENTS];

/** What every swap event says: enough for a notification without reading the swaps module. */
export interface SwapEventPayload {
  swapId: string;
  requesterId: string;
  ownerId: string;
  reagentId: string;
  reagentName: string;
  /** Who did it; null when the system did (the reagent went to another swap). */
  actorId: string | null;
  /** Whole credits offered, or null for a reagent offer. */
  creditOffer: number | null;
  /** The requester's message (requested, edited), the owner's (approved, rejected), or the reason (cancelled by the system). */
  message: string | null;
  at: string;
  /**
   * Both parties as they were when the event was written, so notification subscribers read
   * nobody back (issue 16). Absent from events queued before it was added: subscribers then read.
   */
  parties?: { requester: SwapPartySnapshot | null; owner: SwapPartySnapshot | null };
  /** The reagent offered in exchange, or null (credits, an open request). Absent from older events. */
  offeredReagent?: { name: string; amount: number | null; unit: string | null } | null;
}

/**
 * A party of a swap: names for the message, and for their notification their address, account
 * status and stored notification flags (raw: null where unset, identity's defaults apply). Null
 * fields of the profile when the member has none. Written by SQL (swapEventInsert).
 */
export interface SwapPartySnapshot {
  userId: string;
  email: string;
  username: string | null;
  displayUsername: string | null;
  labName: string | null;
  university: string | null;
  approvalStatus: ApprovalStatus;
  isSuspended: boolean;
  flags: Partial<Record<keyof NotificationFlags, boolean | null>> | null;
}

export type SwapCancelledPayload = SwapEventPayload & { by: 'requester' | 'owner' | 'system' };

/** A counter-offer round: `creditOffer` is the amount named, `by` who named it (the other party is told). */
export type SwapCounteredPayload = SwapEventPayload & { by: 'requester' | 'owner' };

/** Each swap event's payload, by its type string. */
export interface SwapsIntegrationEventPayloads {
  'swaps.swap-requested': SwapEventPayload;
  'swaps.swap-approved': SwapEventPayload;
  'swaps.swap-rejected': SwapEventPayload;
  'swaps.swap-cancelled': SwapCancelledPayload;
  'swaps.swap-edited': SwapEventPayload;
  'swaps.swap-shipped': SwapEventPayload;
  'swaps.swap-completed': SwapEventPayload;
  'swaps.swap-countered': SwapCounteredPayload;
  'swaps.swap-counter-accepted': SwapEventPayload;
  'swaps.swap-counter-declined': SwapEventPayload;
}
