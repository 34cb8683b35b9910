import { startEmbeddedPostgres, type EmbeddedDatabase } from '../shared/database/embedded-postgres.js';

export const EMBEDDED_TEST_PORT = Number(process.env.EMBEDDED_TEST_PG_PORT ?? 54349);

/** Refuse to run tests against a database whose name does not say "test" (it would be wiped). */
export function assertTestDatabase(url: string): void {
  const name = new URL(url).pathname.replace(/^\//, '');
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
