import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from './sql.js';
import { EVENT_COLUMNS, fromRow, type EventRow, type StoredLedgerEvent } from './stored-event.js';

export interface StreamScope {
  /** Only these accounts (tests, targeted checks); all accounts when absent. */
  accountIds?: string[];
  batchSize?: number;
}

/**
 * Every stored event, ordered by account then sequence, in keyset-paged batches (never one
 * unbounded SELECT). The next batch is requested before the current one is handed out, so the
 * database reads while the caller hashes and replays.
 */
export async function* readEventBatches(em: EntityManager, scope: StreamScope = {}): AsyncGenerator<StoredLedgerEvent[]> {
  const batchSize = scope.batchSize ?? 5000;
  if (scope.accountIds && scope.accountIds.length === 0) return;
  const filter = scope.accountIds ? 'and account_id in (?)' : '';
  const fetch = (afterAccount: string, afterSequence: number) =>
    sql<EventRow>(
      em,
      `select ${EVENT_COLUMNS} from ledger_events
        where (account_id, sequence) > (?::uuid, ?) ${filter}
        order by account_id, sequence limit ${batchSize}`,
      scope.accountIds ? [afterAccount, afterSequence, scope.accountIds] : [afterAccount, afterSequence],
    );
  let pending: Promise<EventRow[]> | undefined = fetch('00000000-0000-0000-0000-000000000000', 0);
  while (pending) {
    const rows: EventRow[] = await pending;
    const last = rows.at(-1);
    pending = rows.length === batchSize && last ? fetch(last.account_id, last.sequence) : undefined;
    if (rows.length > 0) yield rows.map(fromRow);
  }
}
