import { REQUESTS_INTEGRATION_EVENTS as TYPES, type RequestsIntegrationEventPayloads as Payloads } from '@reagentswap/contracts';
import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

export type { ReagentRequestedPayload } from '@reagentswap/contracts';

/** A member posted a reagent request (push_reagent_requests). Contract: libs/contracts/src/requests/events.ts. */
export class ReagentRequested extends IntegrationEvent<Payloads[typeof TYPES.reagentRequested]> {
  static override readonly eventType = TYPES.reagentRequested;
}

registerIntegrationEvents(ReagentRequested);
