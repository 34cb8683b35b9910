import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Runs raw SQL on the connection of the current context: inside `em.transactional` (ours or a
 * caller's, e.g. the swaps module completing a swap) it runs in that transaction; outside any
 * context (sagas, the seed, the bench) it runs on a pooled connection. Placeholders are `?`.
 * Never put PostgreSQL's `?` jsonb operators in these statements (MikroORM formats `?` as values).
 */
export function sql<T = Record<string, unknown>>(em: EntityManager, query: string, params: unknown[] = []): Promise<T[]> {
  const context = em.getContext(false);
  return context.getConnection().execute<T[]>(query, params, 'all', context.getTransactionContext());
}

/** `(?, ?, ?)` for n values. */
export const placeholders = (n: number): string => `(${Array.from({ length: n }, () => '?').join(', ')})`;

/** PostgreSQL returns bigint as text; ledger amounts are far below 2^53, so numbers are exact. */
export const toNumber = (value: unknown): number => {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isSafeInteger(n)) throw new Error(`Expected an integer from the database, got ${String(value)}`);
  return n;
};

export interface PgError {
  code?: string;
  constraint?: string;
}
export const pgError = (error: unknown): PgError => (typeof error === 'object' && error !== null ? (error as PgError) : {});
