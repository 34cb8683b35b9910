import { SWAPS_INTEGRATION_EVENTS as TYPES, type SwapsIntegrationEventPayloads as Payloads } from '@reagentswap/contracts';
import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

export type { SwapCancelledPayload, SwapCounteredPayload, SwapEventPayload, SwapPartySnapshot } from '@reagentswap/contracts';

// Type strings and payloads are the swaps module's contract (libs/contracts/src/swaps/events.ts, ADR 0022).

/** A member asked for a reagent (swap-offer e-mail and push to the owner). */
export class SwapRequested extends IntegrationEvent<Payloads[typeof TYPES.swapRequested]> {
  static override readonly eventType = TYPES.swapRequested;
}
/** The owner approved (swap-response e-mail and push to the requester); credits are reserved. */
export class SwapApproved extends IntegrationEvent<Payloads[typeof TYPES.swapApproved]> {
  static override readonly eventType = TYPES.swapApproved;
}
/** The owner rejected, with a reason (swap-response to the requester). */
export class SwapRejected extends IntegrationEvent<Payloads[typeof TYPES.swapRejected]> {
  static override readonly eventType = TYPES.swapRejected;
}
/** A party (or the system) cancelled; any reservation was released (tell the other party, or both). */
export class SwapCancelled extends IntegrationEvent<Payloads[typeof TYPES.swapCancelled]> {
  static override readonly eventType = TYPES.swapCancelled;
}
/** The requester changed the offer or message of a pending request (the owner is notified). */
export class SwapEdited extends IntegrationEvent<Payloads[typeof TYPES.swapEdited]> {
  static override readonly eventType = TYPES.swapEdited;
}
/** The owner marked the reagent shipped. */
export class SwapShipped extends IntegrationEvent<Payloads[typeof TYPES.swapShipped]> {
  static override readonly eventType = TYPES.swapShipped;
}
/** The requester confirmed receipt: credits transferred to the owner, reagents unavailable. */
export class SwapCompleted extends IntegrationEvent<Payloads[typeof TYPES.swapCompleted]> {
  static override readonly eventType = TYPES.swapCompleted;
}

/** A counter-offer round (ADR 0027): the owner countered, or the requester countered back; the other party is told. */
export class SwapCountered extends IntegrationEvent<Payloads[typeof TYPES.swapCountered]> {
  static override readonly eventType = TYPES.swapCountered;
}
/** The requester accepted the owner's counter-offer: the swap is approved and its credits reserved (the owner is told). */
export class SwapCounterAccepted extends IntegrationEvent<Payloads[typeof TYPES.swapCounterAccepted]> {
  static override readonly eventType = TYPES.swapCounterAccepted;
}
/** The requester declined the owner's counter-offer: the swap is cancelled (the owner is told). */
export class SwapCounterDeclined extends IntegrationEvent<Payloads[typeof TYPES.swapCounterDeclined]> {
  static override readonly eventType = TYPES.swapCounterDeclined;
}

registerIntegrationEvents(
  SwapRequested,
  SwapApproved,
  SwapRejected,
  SwapCancelled,
  SwapEdited,
  SwapShipped,
  SwapCompleted,
  SwapCountered,
  SwapCounterAccepted,
  SwapCounterDeclined,
);
