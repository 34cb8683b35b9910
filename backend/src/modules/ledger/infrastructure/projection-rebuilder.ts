import { Injectable } from '@nestjs/common';
import type { RebuildSummary } from '@reagentswap/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { evolve, initialState } from '../domain/credit-account.decider.js';
import { BALANCE_COLUMNS, balanceValues, type StreamHead } from './balance-projection.js';
import { GENESIS_HASH } from './event-hash.js';
import { readEventBatches } from './event-stream.js';
import { sql } from './sql.js';
import { toDomainEvent } from './stored-event.js';

export type { RebuildSummary };

const FLUSH_EVERY = 500;

/**
 * Rebuilds `credit_balances` from the events alone. Writers are held off for the duration
 * (EXCLUSIVE lock on the projection, which every append locks rows of first), so the rebuilt
 * projection is exact when the lock is released. Rows already right are left untouched.
 */
@Injectable()
export class ProjectionRebuilder {
  constructor(private readonly em: EntityManager) {}

  rebuild(): Promise<RebuildSummary> {
    const started = performance.now();
    return this.em.transactional(async (tx) => {
      await sql(tx, 'lock table credit_balances in exclusive mode');
      const summary = { accounts: 0, events: 0, inserted: 0, corrected: 0, removed: 0 };
      let pending: [string, StreamHead][] = [];
      const flush = async () => {
        if (pending.length === 0) return;
        const rows = await sql<{ inserted: boolean }>(
          tx,
          `insert into credit_balances (${BALANCE_COLUMNS}, updated_at)
           values ${pending.map(() => '(?, ?, ?, ?, ?, ?, ?::jsonb, now())').join(', ')}
           on conflict (account_id) do update set
             balance_cents = excluded.balance_cents, reserved_cents = excluded.reserved_cents, version = excluded.version,
             last_sequence = excluded.last_sequence, last_hash = excluded.last_hash, reservations = excluded.reservations,
             updated_at = excluded.updated_at
           where (credit_balances.balance_cents, credit_balances.reserved_cents, credit_balances.version,
                  credit_balances.last_sequence, credit_balances.last_hash, credit_balances.reservations)
                 is distinct from (excluded.balance_cents, excluded.reserved_cents, excluded.version,
                  excluded.last_sequence, excluded.last_hash, excluded.reservations)
           returning (xmax = 0) as inserted`,
          pending.flatMap(([id, head]) => balanceValues(id, head)),
        );
        for (const row of rows) {
          if (row.inserted) summary.inserted += 1;
          else summary.corrected += 1;
        }
        pending = [];
      };

      let accountId: string | undefined;
      let head: StreamHead | undefined;
      let keys = new Set<string>();
      const close = async () => {
        if (!accountId || !head) return;
        head.version = keys.size;
        pending.push([accountId, head]);
        summary.accounts += 1;
        if (pending.length >= FLUSH_EVERY) await flush();
      };
      for await (const batch of readEventBatches(tx, { batchSize: 10_000 })) {
        for (const event of batch) {
          if (event.accountId !== accountId) {
            await close();
            accountId = event.accountId;
            head = { state: initialState, version: 0, lastSequence: 0, lastHash: GENESIS_HASH };
            keys = new Set();
          }
          head!.state = evolve(head!.state, toDomainEvent(event));
          head!.lastSequence = event.sequence;
          head!.lastHash = event.hash;
          keys.add(event.idempotencyKey);
          summary.events += 1;
        }
      }
      await close();
      await flush();
      const removed = await sql(
        tx,
        'delete from credit_balances b where not exists (select 1 from ledger_events e where e.account_id = b.account_id) returning b.account_id',
      );
      summary.removed = removed.length;
      return { ...summary, durationMs: Math.round(performance.now() - started) };
    });
  }
}
