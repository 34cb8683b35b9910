import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageAction } from '@reagentswap/contracts';
import { recordInOutbox } from '../../../shared/outbox/outbox.js';
import { MessageSent } from '../events/messaging.events.js';
import { MESSAGE_COLUMNS, type MessageRow } from '../queries/message.view.js';

export interface NewMessage {
  senderId: string;
  recipientId: string;
  reagentId: string | null;
  /** Already normalised and checked (normalizeMessageContent, messageContentProblem). */
  content: string;
  payload: MessageAction | null;
  clientId: string | null;
}

/**
 * Stores a message and its MessageSent event in the caller's transaction.
 *
 * The conversation's lock, taken before the sequence number is drawn and held until commit,
 * makes seq order the commit order within a conversation: a page read can then never miss a
 * message that commits later with a smaller cursor (ADR 0011). Senders in other conversations
 * never wait for it.
 *
 * A clientId the sender already used stores nothing: the unique (sender, client_id) index
 * decides, even between racing requests, and the message stored first is answered.
 */
export async function storeMessage(
  tx: EntityManager,
  message: NewMessage,
  options: { pushedLive?: boolean } = {},
): Promise<{ row: MessageRow; created: boolean }> {
  const { senderId, recipientId } = message;
  await tx.execute(
    `select pg_advisory_xact_lock(hashtextextended('messaging.conversation:' || least(?::uuid, ?::uuid) || ':' || greatest(?::uuid, ?::uuid), 0))`,
    [senderId, recipientId, senderId, recipientId],
  );
  const [inserted] = await tx.execute<MessageRow[]>(
    `insert into messages as m (sender_id, recipient_id, reagent_id, content, payload, client_id)
     values (?, ?, ?, ?, ?::jsonb, ?)
     on conflict (sender_id, client_id) where client_id is not null do nothing
     returning ${MESSAGE_COLUMNS}`,
    [senderId, recipientId, message.reagentId, message.content, message.payload ? JSON.stringify(message.payload) : null, message.clientId],
  );
  if (!inserted) return { row: (await findByClientId(tx, senderId, message.clientId!))!, created: false };
  await recordInOutbox(
    tx,
    new MessageSent({
      messageId: inserted.id,
      clientId: inserted.client_id,
      senderId,
      recipientId,
      reagentId: inserted.reagent_id,
      content: inserted.content,
      payload: inserted.payload,
      cursor: inserted.seq,
      sentAt: new Date(inserted.created_at).toISOString(),
      ...(options.pushedLive ? { pushedLive: true } : {}),
    }),
  );
  return { row: inserted, created: true };
}

export async function findByClientId(em: EntityManager, senderId: string, clientId: string): Promise<MessageRow | undefined> {
  const [row] = await em.execute<MessageRow[]>(`select ${MESSAGE_COLUMNS} from messages m where m.sender_id = ? and m.client_id = ?`, [
    senderId,
    clientId,
  ]);
  return row;
}
