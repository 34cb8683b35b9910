import type { MessageAction } from './message.types.js';

/** Messaging's integration events (the outbox): stable type strings and payload shapes (ADR 0022). */
export const MESSAGING_INTEGRATION_EVENTS = {
  messageSent: 'messaging.message-sent',
  messagesRead: 'messaging.messages-read',
} as const;
export type MessagingIntegrationEventType = (typeof MESSAGING_INTEGRATION_EVENTS)[keyof typeof MESSAGING_INTEGRATION_EVENTS];

/** Everything a MessageView holds, so realtime can push the message and notifications word it without a read. */
export interface MessageSentPayload {
  messageId: string;
  /** The sender's client-generated id, or null (server-posted, e.g. a swap approval). */
  clientId: string | null;
  senderId: string;
  recipientId: string;
  reagentId: string | null;
  content: string;
  payload: MessageAction | null;
  /** The message's conversation cursor (MessageView.cursor). */
  cursor: string;
  sentAt: string;
  /**
   * True when the writing process pushed 'message:new' itself right after its commit
   * (MessageCommitted, SendMessageHandler): realtime's subscriber then only recomputes the
   * recipient's count. Absent for messages written inside another module's transaction (a swap
   * approval's), whose push comes from the subscriber (ADR 0012).
   */
  pushedLive?: boolean;
}

export interface MessagesReadPayload {
  /** Who read them: the messages' recipient. */
  readerId: string;
  /** Who wrote them: the one to tell (a read receipt). */
  senderId: string;
  /** The reagent the reader's view was filtered by, or null for the whole conversation. */
  reagentId: string | null;
  messageIds: string[];
  readAt: string;
}

/** Each messaging event's payload, by its type string. */
export interface MessagingIntegrationEventPayloads {
  'messaging.message-sent': MessageSentPayload;
  'messaging.messages-read': MessagesReadPayload;
}
