import pg from 'pg';

/** One key for every ReagentSwap process on a database (any constant works; this one spells the purpose). */
const STARTUP_LOCK_KEY = 'reagentswap:startup';

/**
 * Runs `work` (migrations and the seed) while holding a PostgreSQL advisory lock, so processes
 * started together — `docker compose up` with an API, a worker and `--scale api=3` — migrate and
 * seed one after the other instead of racing on the same DDL and rows. A session lock on a
 * connection of its own: it is released when the work ends, or when the process dies with it.
 */
export async function withStartupLock<T>(databaseUrl: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'startup-lock' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await client.end().catch(() => undefined);
  }
}
