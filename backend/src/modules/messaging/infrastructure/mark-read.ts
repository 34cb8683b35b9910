import type { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '../../../shared/database/prepared-query.js';
import { MessagesRead } from '../events/messaging.events.js';

export interface ReadScope {
  readerId: string;
  senderId: string;
  /** Only the messages about this reagent (the reader's view was filtered), else all of the sender's. */
  reagentId: string | null;
  /** Only up to this cursor (the newest message the reader was shown); undefined = all. */
  upTo?: string;
}

/**
 * Marks the sender's unread messages to the reader read (spec §4: when the recipient loads the
 * conversation) and records MessagesRead for the read receipts — one event for all of them, only
 * when there were any — in one round trip, the function messaging_mark_read
 * (Migration20261127700100_messaging_send): its own transaction, or the caller's. Up to the
 * newest message shown only: one that arrives meanwhile stays unread until it is seen.
 */
export async function markConversationRead(em: EntityManager, scope: ReadScope): Promise<string[]> {
  const rows = await preparedQuery<{ id: string }>(em, `select id from messaging_mark_read(?, ?, ?, ?, ?, ?) as marked(id)`, [
    scope.readerId,
    scope.senderId,
    scope.reagentId,
    scope.upTo ?? null,
    MessagesRead.eventType,
    new Date().toISOString(),
  ]);
  return rows.map((r) => r.id);
}
