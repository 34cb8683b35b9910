import { daysUntilExpiry, expiryToday } from '@reagentswap/contracts';
import { loadConfig } from '../config/load-config.js';
import { sql } from '../modules/identity/testing/identity.fixtures.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { demoReagents } from './demo-data.js';
import { seed } from './seed.js';

/** A fresh start has reagents to browse (design.md §2), and a restart lists none of them twice. */
describe('the demo listings', () => {
  let t: TestApp;
  const config = loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
    SEED_DEMO_DATA: 'true',
    DATA_DIR: 'var/test-data',
  });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const listingsOf = async (email: string) =>
    Number((await sql(t, `select count(*)::int as n from reagents r join users u on u.id = r.owner_id where u.email = ?`, [email]))[0].n);

  it('are created once per demo member, however often the seed runs', async () => {
    await seed(t.app, config);
    await seed(t.app, config);
    for (const [email, reagents] of Object.entries(demoReagents)) {
      expect(await listingsOf(email)).toBe(reagents.length);
    }
  });

  it('include a listing expiring within 14 days (issue 18)', async () => {
    await seed(t.app, config);
    const [row] = await sql(t, `select to_char(expiry_date, 'YYYY-MM-DD') as expiry from reagents where name = 'Taq DNA polymerase'`);
    const days = daysUntilExpiry(row.expiry, expiryToday());
    expect(days).toBeGreaterThanOrEqual(0);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('include a listing with GHS hazards (issue 18)', async () => {
    await seed(t.app, config);
    const rows = await sql(t, `select ghs_pictograms, hazard_statements from reagents where name = 'Acetone, HPLC grade'`);
    expect(rows).toContainEqual({ ghs_pictograms: ['GHS02', 'GHS07'], hazard_statements: ['H225', 'H319', 'H336'] });
  });
});
