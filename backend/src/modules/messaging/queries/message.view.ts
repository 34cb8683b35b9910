import type { MessageAction, MessageView } from '@reagentswap/contracts';
import type { MessageSentPayload } from '../events/messaging.events.js';

export type { MessageView } from '@reagentswap/contracts';

/** The columns of a MessageView over `m` (messages). */
export const MESSAGE_COLUMNS = `m.id, m.client_id, m.sender_id, m.recipient_id, m.reagent_id, m.content, m.read, m.payload, m.created_at, m.seq::text as seq`;

export interface MessageRow {
  id: string;
  client_id: string | null;
  sender_id: string;
  recipient_id: string;
  reagent_id: string | null;
  content: string;
  read: boolean;
  payload: MessageAction | null;
  created_at: Date | string;
  seq: string;
}

export const toMessageView = (row: MessageRow): MessageView => ({
  id: row.id,
  clientId: row.client_id,
  senderId: row.sender_id,
  recipientId: row.recipient_id,
  reagentId: row.reagent_id,
  content: row.content,
  read: row.read,
  createdAt: new Date(row.created_at).toISOString(),
  payload: row.payload,
  cursor: row.seq,
});

/** The message a MessageSent event announces, as the conversation page shows it (it is unread when sent). */
export const messageViewOfSent = (sent: MessageSentPayload): MessageView => ({
  id: sent.messageId,
  clientId: sent.clientId,
  senderId: sent.senderId,
  recipientId: sent.recipientId,
  reagentId: sent.reagentId,
  content: sent.content,
  read: false,
  createdAt: sent.sentAt,
  payload: sent.payload,
  cursor: sent.cursor,
});
