import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ormOptions } from '../../shared/database/orm-options.js';

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

/** A scratch database migrated up to a migration, for a test that fills the older layout and migrates on. */
export interface ScratchDatabase {
  /** The ORM on it, to migrate further (`orm.migrator.up()`, `.down()`). */
  orm: MikroORM;
  /** A bare client, without the code's search_path: every name the test uses is qualified. */
  client: pg.Client;
  /** Closes both and drops the database. */
  close(): Promise<void>;
}

export async function scratchDatabaseAt(databaseUrl: string, migration: string): Promise<ScratchDatabase> {
  await recreateDatabase(databaseUrl);
  const orm = await MikroORM.init(ormOptions(databaseUrl, [], { min: 0, max: 2 }));
  await orm.migrator.up({ to: migration });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return {
    orm,
    client,
    close: async () => {
      await client.end();
      await orm.close();
      await dropDatabase(databaseUrl);
    },
  };
}
