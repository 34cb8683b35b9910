import type { EntityManager } from '@mikro-orm/postgresql';
import { migrationsList } from '../../migrations/index.js';
import { DomainError } from '../errors/domain-error.js';

export type CheckResult = 'up' | 'down' | 'not configured';

/** 'up' when the database answers a trivial query. */
export const databaseAnswers = (em: EntityManager): Promise<CheckResult> =>
  em
    .getConnection()
    .execute('select 1')
    .then(() => 'up' as const)
    .catch(() => 'down' as const);

/**
 * The committed migrations this build expects that the database has not applied (read-only: the
 * migrator's own pending check would create its table on an empty database). Migrations run as a
 * deploy step in production, so a new instance must not take traffic before that step finished.
 */
export async function missingMigrations(
  em: EntityManager,
  expected: readonly string[] = migrationsList.map((m) => m.name),
): Promise<string[]> {
  const rows = await em.getConnection().execute<{ name: string }[]>('select name from schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  return expected.filter((name) => !applied.has(name));
}

/** The readiness probe's answer when a check failed (GET /api/health/ready); the message names them. */
export class NotReadyError extends DomainError {
  readonly status = 503;
  constructor(failed: readonly string[]) {
    super(`Not ready: ${failed.join(', ')}`, 'NOT_READY');
  }
}
