import type { NotificationFlags, NotificationRecipient } from '../../identity/index.js';
import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

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
  approvalStatus: NotificationRecipient['approvalStatus'];
  isSuspended: boolean;
  flags: Partial<Record<keyof NotificationFlags, boolean | null>> | null;
}

/** A member asked for a reagent (swap-offer e-mail and push to the owner). */
export class SwapRequested extends IntegrationEvent<SwapEventPayload> {
  static override readonly eventType = 'swaps.swap-requested';
}
/** The owner approved (swap-response e-mail and push to the requester); credits are reserved. */
export class SwapApproved extends IntegrationEvent<SwapEventPayload> {
  static override readonly eventType = 'swaps.swap-approved';
}
/** The owner rejected, with a reason (swap-response to the requester). */
export class SwapRejected extends IntegrationEvent<SwapEventPayload> {
  static override readonly eventType = 'swaps.swap-rejected';
}
/** A party (or the system) cancelled; any reservation was released (tell the other party, or both). */
export class SwapCancelled extends IntegrationEvent<SwapEventPayload & { by: 'requester' | 'owner' | 'system' }> {
  static override readonly eventType = 'swaps.swap-cancelled';
}
/** The requester changed the offer or message of a pending request (the owner is notified). */
export class SwapEdited extends IntegrationEvent<SwapEventPayload> {
  static override readonly eventType = 'swaps.swap-edited';
}
/** The owner marked the reagent shipped. */
export class SwapShipped extends IntegrationEvent<SwapEventPayload> {
  static override readonly eventType = 'swaps.swap-shipped';
}
/** The requester confirmed receipt: credits transferred to the owner, reagents unavailable. */
export class SwapCompleted extends IntegrationEvent<SwapEventPayload> {
  static override readonly eventType = 'swaps.swap-completed';
}

registerIntegrationEvents(SwapRequested, SwapApproved, SwapRejected, SwapCancelled, SwapEdited, SwapShipped, SwapCompleted);
