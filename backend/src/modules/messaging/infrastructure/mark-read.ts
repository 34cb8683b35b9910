import type { EntityManager } from '@mikro-orm/postgresql';
import { recordInOutbox } from '../../../shared/outbox/outbox.js';
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
 * conversation) and records MessagesRead for the read receipts, in one transaction. Up to the
 * newest message shown only: one that arrives meanwhile stays unread until it is seen.
 */
export async function markConversationRead(em: EntityManager, scope: ReadScope): Promise<string[]> {
  return em.transactional(async (tx) => {
    const rows = await tx.execute<{ id: string }[]>(
      `update messages m set read = true
        where m.recipient_id = ? and m.sender_id = ? and not m.read${scope.reagentId ? ' and m.reagent_id = ?' : ''}${scope.upTo ? ' and m.seq <= ?' : ''}
        returning m.id`,
      [scope.readerId, scope.senderId, ...(scope.reagentId ? [scope.reagentId] : []), ...(scope.upTo ? [scope.upTo] : [])],
    );
    const messageIds = rows.map((r) => r.id);
    if (messageIds.length > 0) {
      await recordInOutbox(
        tx,
        new MessagesRead({
          readerId: scope.readerId,
          senderId: scope.senderId,
          reagentId: scope.reagentId,
          messageIds,
          readAt: new Date().toISOString(),
        }),
      );
    }
    return messageIds;
  });
}
