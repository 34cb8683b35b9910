// Jest loads global setup outside its ESM pipeline, so the TypeScript sources it needs (database
// helpers and the migration list, none of which use decorators) are loaded through tsx.
import { tsImport } from 'tsx/esm/api';

/** Starts (or points at) the test database once and applies the real migrations. */
export default async function globalSetup() {
  const { provideTestDatabase } = await tsImport('./test-database.ts', import.meta.url);
  const { migrateDatabase } = await tsImport('../shared/database/migrate.ts', import.meta.url);
  const database = await provideTestDatabase();
  process.env.DATABASE_URL = database.url;
  globalThis.__testDatabase__ = database;
  await migrateDatabase(database.url);
}
