// Jest loads global setup outside its ESM pipeline, so the TypeScript sources it needs (database
// helpers and the migration list, none of which use decorators) are loaded through tsx.
import { tsImport } from 'tsx/esm/api';

/**
 * Starts (or points at) the test database server once, applies the real migrations to a template
 * database there and copies it into one database per Jest worker (worker-environment.ts points each
 * worker's files at its own). The workers, forked after this, inherit the TEST_* variables set here.
 */
export default async function globalSetup(globalConfig) {
  const { provideTestDatabase, provideTemplateDatabase, createWorkerDatabases } = await tsImport('./test-database.ts', import.meta.url);
  const { migrateDatabase } = await tsImport('../shared/database/migrate.ts', import.meta.url);
  const database = await provideTestDatabase();
  globalThis.__testDatabase__ = database;
  await migrateDatabase(await provideTemplateDatabase(database.url));
  await createWorkerDatabases(database.url, globalConfig.maxWorkers);
  process.env.TEST_DATABASE_URL = database.url;
  process.env.TEST_WORKERS = String(globalConfig.maxWorkers);
  if (process.env.REDIS_URL) process.env.TEST_REDIS_URL = process.env.REDIS_URL;
}
