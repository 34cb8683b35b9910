/** Request and response shapes of `/api/messages` (spec §3 "Message", "Message thread summary"). */

/** A message's optional action button (spec §3 "payload": text, url, type primary or other). */
export interface MessageAction {
  text: string;
  /** An in-app path, e.g. /swap-request/{id}. */
  url: string;
  type: 'primary' | 'default';
}

export interface MessageView {
  id: string;
  /** The sender's client-generated id (idempotent resend), or null for server-posted messages. */
  clientId: string | null;
  senderId: string;
  recipientId: string;
  reagentId: string | null;
  content: string;
  /** Whether the recipient has read it (a read receipt for the sender). */
  read: boolean;
  /** ISO timestamp */
  createdAt: string;
  payload: MessageAction | null;
  /** Position in the conversation: pass as `before` (older) or `after` (newer) to page from here. */
  cursor: string;
}

/** POST /api/messages */
export interface SendMessageBody {
  /** Client-generated UUID: a resend with the same id answers with the first message (no second one). */
  clientId?: string;
  recipientId: string;
  content: string;
  reagentId?: string | null;
  payload?: MessageAction | null;
}

/** GET /api/messages/conversations/{userId} query parameters. */
export interface ConversationQuery {
  /** Only the messages about this reagent; without it, the whole conversation with the user. */
  reagentId?: string;
  /** A message's cursor: the page of messages older than it. */
  before?: string;
  /** A message's cursor: the messages newer than it (catching up after being offline). */
  after?: string;
  /** Page size, 20 unless given (at most 100). */
  limit?: number;
}

export interface ConversationPartyView {
  id: string;
  username: string | null;
  displayName: string | null;
}

/** One page of a conversation, newest first. */
export interface ConversationPage {
  items: MessageView[];
  /** Pass as `before` for the next older page; null when there is none. */
  nextCursor: string | null;
  /** With `after`: pass as `after` again when more newer messages remain; null otherwise. */
  newerCursor: string | null;
  other: ConversationPartyView;
  /** The reagent the page is filtered by (reagentId given), else null. */
  reagent: { id: string; name: string } | null;
  /** Whether the viewer may write to this user now (spec: 'You cannot message this user directly.'). */
  canMessage: boolean;
}

/** One row of the thread list: one per other user and reagent (or no reagent). */
export interface ThreadView {
  userId: string;
  username: string | null;
  displayName: string | null;
  reagentId: string | null;
  reagentName: string | null;
  lastMessage: string;
  lastMessageSenderId: string;
  /** ISO timestamp */
  lastMessageAt: string;
  unreadCount: number;
  canMessage: boolean;
}

/** GET /api/messages/threads query parameters. */
export interface ThreadListQuery {
  /** Words in the other user's name, the reagent's name or the thread's messages. */
  search?: string;
  cursor?: string;
  limit?: number;
}

export interface ThreadPage {
  items: ThreadView[];
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/** GET /api/messages/unread-count */
export interface UnreadCountView {
  count: number;
}

/** GET /api/messages/can-message/{userId} */
export interface CanMessageView {
  canMessage: boolean;
  /** 'You cannot message this user directly.' when refused. */
  reason: string | null;
}

/** The recipient read these messages: a read receipt for their sender. */
export interface ReadReceiptView {
  readerId: string;
  senderId: string;
  messageIds: string[];
  /** ISO timestamp */
  readAt: string;
}
