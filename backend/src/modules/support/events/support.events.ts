import { SUPPORT_INTEGRATION_EVENTS as TYPES, type SupportIntegrationEventPayloads as Payloads } from '@reagentswap/contracts';
import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

export type { ContactMessageSubmittedPayload, SupportRequestSubmittedPayload } from '@reagentswap/contracts';

// Type strings and payloads are the support module's contract (libs/contracts/src/support/events.ts, ADR 0022).

/** The Help Center support form was submitted (mail it to the support address). */
export class SupportRequestSubmitted extends IntegrationEvent<Payloads[typeof TYPES.supportRequestSubmitted]> {
  static override readonly eventType = TYPES.supportRequestSubmitted;
}

/** The Contact Us form was submitted (mail it to the support address). */
export class ContactMessageSubmitted extends IntegrationEvent<Payloads[typeof TYPES.contactMessageSubmitted]> {
  static override readonly eventType = TYPES.contactMessageSubmitted;
}

registerIntegrationEvents(SupportRequestSubmitted, ContactMessageSubmitted);
