import { REQUESTS_INTEGRATION_EVENTS as TYPES, type RequestsIntegrationEventPayloads as Payloads } from '@reagentswap/contracts';
import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

export type { ReagentRequestedPayload, RequestMatchedPayload, RequestMatchesFoundPayload } from '@reagentswap/contracts';

/** A member posted a reagent request (push_reagent_requests). Contract: libs/contracts/src/requests/events.ts. */
export class ReagentRequested extends IntegrationEvent<Payloads[typeof TYPES.reagentRequested]> {
  static override readonly eventType = TYPES.reagentRequested;
}

/** A form listing matches an open request (ADR 0026): once per pair. */
export class RequestMatched extends IntegrationEvent<Payloads[typeof TYPES.requestMatched]> {
  static override readonly eventType = TYPES.requestMatched;
}

/** A CSV import matches some of a member's open requests (ADR 0026): once per import and requester. */
export class RequestMatchesFound extends IntegrationEvent<Payloads[typeof TYPES.requestMatchesFound]> {
  static override readonly eventType = TYPES.requestMatchesFound;
}

registerIntegrationEvents(ReagentRequested, RequestMatched, RequestMatchesFound);
