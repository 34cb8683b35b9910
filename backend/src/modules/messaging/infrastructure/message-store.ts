import type { EntityManager } from '@mikro-orm/postgresql';
import type { MessageAction } from '@reagentswap/contracts';
import { preparedQuery } from '../../../shared/database/prepared-query.js';
import { isUuid } from '../../../shared/kernel/uuid.js';
import { MessageSent } from '../events/messaging.events.js';
import type { StandingFound } from './messaging-members.js';
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
 * Stores a message and its MessageSent event in one round trip: the function messaging_send
 * (Migration20261127700100_messaging_send) takes the conversation's lock, inserts the message and
 * writes the outbox row. Outside a transaction it is its own transaction and has committed when
 * this returns; inside the caller's it commits with it.
 *
 * The conversation's lock, taken before the sequence number is drawn and held until commit,
 * makes seq order the commit order within a conversation: a page read can then never miss a
 * message that commits later with a smaller cursor (ADR 0011). Senders in other conversations
 * never wait for it.
 *
 * `pushedLive` (the send is its own transaction, and its writer pushes the message after the
 * commit) also keeps the outbox trigger quiet for the row (Migration20261128300100): the caller
 * then owes the relays a wake-up (RelayWakeUp.owed, ADR 0034).
 *
 * A clientId the sender already used stores nothing: the unique (sender, client_id) index
 * decides, even between racing requests, and the message stored first is answered.
 */
export async function storeMessage(
  em: EntityManager,
  message: NewMessage,
  options: { pushedLive?: boolean } = {},
): Promise<{ row: MessageRow; created: boolean }> {
  const [stored] = await preparedQuery<MessageRow & { created: boolean }>(
    em,
    `select m.created, ${MESSAGE_COLUMNS} from messaging_send(?, ?, ?, ?, ?, ?, ?, ?) m`,
    [
      message.senderId,
      message.recipientId,
      message.reagentId,
      message.content,
      message.payload ? JSON.stringify(message.payload) : null,
      message.clientId,
      MessageSent.eventType,
      options.pushedLive === true,
    ],
  );
  const { created, ...row } = stored!;
  return { row, created };
}

/** What the send's check found when it refused (nothing was written); see standingRefusal. */
export interface SendRefused {
  refused: StandingFound;
}

/**
 * A member's send: the permission check (standingWith's) and storeMessage in ONE round trip
 * (messaging_send_checked, Migration20261128300200; ADR 0034), for a send in its own transaction:
 * pushed live, so its outbox row waits for RelayWakeUp like storeMessage's with `pushedLive`. When
 * the check refuses, nothing is written and what it found comes back for the caller to word.
 */
export async function sendIfAllowed(em: EntityManager, message: NewMessage): Promise<{ row: MessageRow; created: boolean } | SendRefused> {
  if (!isUuid(message.recipientId)) return { refused: { found: false, canMessage: false, reagentFound: false } };
  const [stored] = await preparedQuery<
    Partial<MessageRow> & { recipient_found: boolean; can_message: boolean; reagent_found: boolean; created: boolean | null }
  >(
    em,
    `select m.recipient_found, m.can_message, m.reagent_found, m.created, ${MESSAGE_COLUMNS}
       from messaging_send_checked(?, ?, ?, ?, ?, ?, ?, ?, true) m`,
    [
      message.senderId,
      message.recipientId,
      message.reagentId !== null && isUuid(message.reagentId) ? message.reagentId : null,
      message.reagentId !== null,
      message.content,
      message.payload ? JSON.stringify(message.payload) : null,
      message.clientId,
      MessageSent.eventType,
    ],
  );
  const { recipient_found, can_message, reagent_found, created, ...row } = stored!;
  if (created === null) return { refused: { found: recipient_found, canMessage: can_message, reagentFound: reagent_found } };
  return { row: row as MessageRow, created };
}

export async function findByClientId(em: EntityManager, senderId: string, clientId: string): Promise<MessageRow | undefined> {
  const [row] = await em.execute<MessageRow[]>(`select ${MESSAGE_COLUMNS} from messages m where m.sender_id = ? and m.client_id = ?`, [
    senderId,
    clientId,
  ]);
  return row;
}
