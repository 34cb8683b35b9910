import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

export interface MessageSentPayload {
  messageId: string;
  senderId: string;
  recipientId: string;
  reagentId: string | null;
  content: string;
  sentAt: string;
}

/** A member sent another a message (notify_messages / push_messages, realtime to the recipient). */
export class MessageSent extends IntegrationEvent<MessageSentPayload> {
  static override readonly eventType = 'messaging.message-sent';
}

registerIntegrationEvents(MessageSent);
