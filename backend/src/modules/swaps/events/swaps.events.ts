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
