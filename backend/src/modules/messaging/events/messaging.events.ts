import { MESSAGING_INTEGRATION_EVENTS as TYPES, type MessagingIntegrationEventPayloads as Payloads } from '@reagentswap/contracts';
import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

export type { MessagePartySnapshot, MessageSentPayload, MessagesReadPayload } from '@reagentswap/contracts';

// Type strings and payloads are messaging's contract (libs/contracts/src/messaging/events.ts, ADR 0022).

/** A member sent another a message (notify_messages / push_messages, realtime to both parties). */
export class MessageSent extends IntegrationEvent<Payloads[typeof TYPES.messageSent]> {
  static override readonly eventType = TYPES.messageSent;
}

/** The recipient loaded the conversation and these messages became read (read receipts, unread counts). */
export class MessagesRead extends IntegrationEvent<Payloads[typeof TYPES.messagesRead]> {
  static override readonly eventType = TYPES.messagesRead;
}

registerIntegrationEvents(MessageSent, MessagesRead);
