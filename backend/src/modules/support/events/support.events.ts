import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';
import type { IssueType } from '../domain/support-rules.js';

export interface SupportRequestSubmittedPayload {
  requestId: string;
  name: string;
  email: string;
  issueType: IssueType;
  /** The label the form showed, e.g. 'Swap Process Issue'. */
  issueTypeLabel: string;
  message: string;
  submittedAt: string;
}

/** The Help Center support form was submitted (mail it to the support address). */
export class SupportRequestSubmitted extends IntegrationEvent<SupportRequestSubmittedPayload> {
  static override readonly eventType = 'support.support-request-submitted';
}

export interface ContactMessageSubmittedPayload {
  messageId: string;
  name: string;
  university: string;
  email: string;
  message: string;
  submittedAt: string;
}

/** The Contact Us form was submitted (mail it to the support address). */
export class ContactMessageSubmitted extends IntegrationEvent<ContactMessageSubmittedPayload> {
  static override readonly eventType = 'support.contact-message-submitted';
}

registerIntegrationEvents(SupportRequestSubmitted, ContactMessageSubmitted);
