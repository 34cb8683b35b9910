import type { AppConfig } from '../config/app-config.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../shared/database/embedded-postgres.js';
import { loadOrCreateLocalSecret, randomSecret } from '../shared/kernel/local-secrets.js';

export interface Runtime {
  databaseUrl: string;
  embedded?: EmbeddedDatabase;
}

/** Fills in what the environment left out: a persisted JWT secret, and the embedded database. */
export async function resolveRuntime(config: AppConfig, embeddedDatabaseName = 'reagentswap'): Promise<Runtime> {
  config.JWT_SECRET ??= loadOrCreateLocalSecret(config.DATA_DIR, 'jwt', () => randomSecret());
  if (config.DATABASE_URL) return { databaseUrl: config.DATABASE_URL };
  const embedded = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT, embeddedDatabaseName);
  return { databaseUrl: embedded.url, embedded };
}
