import type { MessageAction } from '@reagentswap/contracts';
import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

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

/** A member sent another a message (notify_messages / push_messages, realtime to both parties). */
export class MessageSent extends IntegrationEvent<MessageSentPayload> {
  static override readonly eventType = 'messaging.message-sent';
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

/** The recipient loaded the conversation and these messages became read (read receipts, unread counts). */
export class MessagesRead extends IntegrationEvent<MessagesReadPayload> {
  static override readonly eventType = 'messaging.messages-read';
}

registerIntegrationEvents(MessageSent, MessagesRead);
