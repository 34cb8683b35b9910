import type { ApprovalStatus } from '../identity/account.types.js';
import type { NotificationFlags } from '../identity/profile.types.js';
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
  /**
   * Both members as the send found them (identity.member_contacts, added by messaging_send's outbox
   * insert): the notification subscriber words and addresses the notification from them and reads
   * nobody back (issue 16, ADR 0030). Null for a member who no longer exists; absent from events
   * written before it was added (the subscriber then reads them).
   */
  parties?: { sender: MessagePartySnapshot | null; recipient: MessagePartySnapshot | null };
}

/**
 * A member as a MessageSent carries them: names for the notification, and the recipient's address,
 * account status and stored notification flags (raw: null where unset, identity's defaults apply;
 * null flags when the member has no profile). Written by SQL (messaging_send).
 */
export interface MessagePartySnapshot {
  userId: string;
  email: string;
  username: string | null;
  displayUsername: string | null;
  approvalStatus: ApprovalStatus;
  isSuspended: boolean;
  flags: Partial<Record<keyof NotificationFlags, boolean | null>> | null;
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
