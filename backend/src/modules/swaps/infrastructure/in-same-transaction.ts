import { TransactionContext, type EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs another module's command so that its `em.transactional` joins this transaction as it is
 * instead of opening a savepoint in it (two round trips: `savepoint`, `release`). A savepoint only
 * serves a caller that catches the callee's failure and carries on; a swap transition never does:
 * any failure fails the transition, and its transaction rolls back whole. So this is only for
 * callees that catch no database error inside their transaction either — the catalog's engagement
 * commands and messaging's PostMessage. Never the ledger: its store retries a write conflict and
 * answers a replayed idempotency key inside its savepoint.
 */
export function inSameTransaction<T>(tx: EntityManager, work: () => Promise<T>): Promise<T> {
  // A fork on the same transaction whose `transactional` runs its callback as it is (MikroORM's
  // disableTransactions), made the current context so the callee's injected EntityManager resolves to it.
  const joined = tx.fork({ disableTransactions: true, keepTransactionContext: true, clear: false });
  return TransactionContext.create(joined, work);
}
