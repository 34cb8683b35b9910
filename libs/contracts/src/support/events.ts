import type { IssueType } from './support.rules.js';

/** The support module's integration events (the outbox): stable type strings and payload shapes (ADR 0022). */
export const SUPPORT_INTEGRATION_EVENTS = {
  supportRequestSubmitted: 'support.support-request-submitted',
  contactMessageSubmitted: 'support.contact-message-submitted',
} as const;
export type SupportIntegrationEventType = (typeof SUPPORT_INTEGRATION_EVENTS)[keyof typeof SUPPORT_INTEGRATION_EVENTS];

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

export interface ContactMessageSubmittedPayload {
  messageId: string;
  name: string;
  university: string;
  email: string;
  message: string;
  submittedAt: string;
}

/** Each support event's payload, by its type string. */
export interface SupportIntegrationEventPayloads {
  'support.support-request-submitted': SupportRequestSubmittedPayload;
  'support.contact-message-submitted': ContactMessageSubmittedPayload;
}
