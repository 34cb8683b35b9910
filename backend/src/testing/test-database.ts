import pg from 'pg';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../shared/database/embedded-postgres.js';

export const EMBEDDED_TEST_PORT = Number(process.env.EMBEDDED_TEST_PG_PORT ?? 54349);

const databaseName = (url: string) => new URL(url).pathname.replace(/^\//, '');

/** Refuse to run tests against a database whose name does not say "test" (it would be wiped). */
export function assertTestDatabase(url: string): void {
  const name = databaseName(url);
  if (!/test/i.test(name)) {
    throw new Error(`Refusing to run tests against database "${name}": its name must contain "test".`);
  }
}

/** DATABASE_URL when set (CI: the local PostgreSQL), otherwise an embedded PostgreSQL under var/. */
export async function provideTestDatabase(): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (process.env.DATABASE_URL) {
    assertTestDatabase(process.env.DATABASE_URL);
    return { url: process.env.DATABASE_URL };
  }
  const embedded = await startEmbeddedPostgres('var/test', EMBEDDED_TEST_PORT, 'reagentswap_test');
  return { url: embedded.url, embedded };
}

/**
 * The database the worker databases are copied from: the test database's name plus `_template`,
 * on the same server. Only global setup connects to it (a database cannot be copied while anyone
 * is connected), so a server started on DATABASE_URL itself, e.g. for the browser tests, is no bother.
 */
export function templateDatabaseUrl(testDatabaseUrl: string): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = `${url.pathname}_template`;
  return url.toString();
}

/** The database of Jest worker `workerId`: the test database's name plus `_w<id>`, on the same server. */
export function workerDatabaseUrl(testDatabaseUrl: string, workerId: string | number): string {
  const url = new URL(testDatabaseUrl);
  url.pathname = `${url.pathname}_w${workerId}`;
  return url.toString();
}

/**
 * The Redis database of Jest worker `workerId`: REDIS_URL's own index (default 0) for worker 1, the
 * next ones for the others, so workers never see each other's keys, even under a default key prefix,
 * and a run on one worker stays where REDIS_URL points. Pub/sub channels are global across database
 * indexes: tests that subscribe need a channel prefix of their own.
 */
export function workerRedisUrl(redisUrl: string, workerId: string | number): string {
  const url = new URL(redisUrl);
  const first = Number(url.pathname.replace(/^\//, '') || 0);
  url.pathname = `/${first + Number(workerId) - 1}`;
  return url.toString();
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Runs `work` on a connection to the server's `postgres` database (creating and dropping databases). */
async function onServer<T>(anyDatabaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(anyDatabaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The template database, created empty on the first run; returns its URL (the caller migrates it). */
export async function provideTemplateDatabase(testDatabaseUrl: string): Promise<string> {
  const url = templateDatabaseUrl(testDatabaseUrl);
  assertTestDatabase(url);
  await onServer(url, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [databaseName(url)]);
    if (!found.rowCount) await client.query(`create database ${quoted(databaseName(url))}`);
  });
  return url;
}

/**
 * A fresh database per Jest worker, copied from the migrated template (`create database …
 * template …` copies its files: much faster than migrating each). The files of one worker run one
 * after the other, so no file sees rows written by a file running at the same time, and tests that
 * count rows across the database stay exact.
 */
export async function createWorkerDatabases(testDatabaseUrl: string, workers: number): Promise<void> {
  const template = databaseName(templateDatabaseUrl(testDatabaseUrl));
  await onServer(testDatabaseUrl, async (client) => {
    for (let id = 1; id <= workers; id++) {
      const url = workerDatabaseUrl(testDatabaseUrl, id);
      assertTestDatabase(url);
      await client.query(`drop database if exists ${quoted(databaseName(url))} with (force)`);
      await client.query(`create database ${quoted(databaseName(url))} template ${quoted(template)}`);
    }
  });
}
