import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions } from './orm-options.js';

/** Applies every pending committed migration; returns the names applied. */
export async function applyMigrations(orm: MikroORM): Promise<string[]> {
  const applied = await orm.migrator.up();
  return applied.map((m) => m.name);
}

/** Migrates a database by URL, without the application (test setup, `migrate` CLI). */
export async function migrateDatabase(url: string): Promise<string[]> {
  const orm = await MikroORM.init(ormOptions(url, []));
  try {
    return await applyMigrations(orm);
  } finally {
    await orm.close();
  }
}
