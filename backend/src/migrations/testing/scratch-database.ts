import pg from 'pg';

/**
 * A database of its own beside the worker's, for a migration test that migrates up and down from an
 * older layout: the worker's (already migrated) database stays as it is.
 */
export function scratchDatabaseUrl(suffix: string): string {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `${url.pathname}_${suffix}`;
  return url.toString();
}

/** Runs one statement on the server's maintenance database (create/drop database). */
export async function onServer(sql: string): Promise<void> {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const nameOf = (databaseUrl: string) => new URL(databaseUrl).pathname.slice(1);

export async function recreateDatabase(databaseUrl: string): Promise<void> {
  await dropDatabase(databaseUrl);
  await onServer(`create database "${nameOf(databaseUrl)}"`);
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  await onServer(`drop database if exists "${nameOf(databaseUrl)}" with (force)`);
}
