import { defineConfig, type Options } from '@mikro-orm/postgresql';
import type { EntitySchema } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../migrations/index.js';
import { searchPathConnectionOptions } from './module-schemas.js';

/** One place that knows how the ORM is configured; used by the app, the tests and the bench. */
export function ormOptions(clientUrl: string, entities: EntitySchema<any, any>[], pool = { min: 0, max: 10 }): Options {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    pool,
    // Each module's tables sit in its own schema; every pooled connection looks in all of them.
    driverOptions: { ...searchPathConnectionOptions },
    debug: false,
    discovery: { warnWhenNoEntities: false },
    migrations: { migrationsList, tableName: 'schema_migrations', transactional: true, allOrNothing: true, snapshot: false, silent: true },
    // Request handlers get their own context (RequestContext middleware); background work forks.
    allowGlobalContext: false,
    forceUtcTimezone: true,
  });
}
