import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { SOURCE_FROM_KEY } from './Migration20261127950000_ledger_line_source.js';

const SWAP_ID = '0190f1c2-7a6b-7cc0-8d2e-1f2a3b4c5d6e';

/**
 * The backfill gives every existing line the source its idempotency key named — the rule the
 * ledger applied when it parsed keys (the former line-source.ts, whose cases these are) — so the
 * history of existing lines reads as before. New lines carry their command's source (swap tests).
 */
describe('Migration20261127950000_ledger_line_source', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const sourceOf = async (idempotencyKey: string, correlationId: string | null): Promise<string | null> => {
    const [row] = await t.orm.em
      .fork()
      .execute<{ source: string | null }[]>(
        `select ${SOURCE_FROM_KEY} as source from (select ?::text as idempotency_key, ?::text as correlation_id) line`,
        [idempotencyKey, correlationId],
      );
    return row!.source;
  };

  it("is the head of a '<source>:<correlationId>:<step>' key (the swaps module's keys)", async () => {
    for (const step of ['reserve', 'release', 'transfer']) expect(await sourceOf(`swap:${SWAP_ID}:${step}`, SWAP_ID)).toBe('swap');
  });

  it('is none when the key names another correlation, or the line has none', async () => {
    expect(await sourceOf(`swap:${SWAP_ID}:reserve`, 'something-else')).toBeNull();
    expect(await sourceOf(`swap:${SWAP_ID}:reserve`, null)).toBeNull();
  });

  it('is none for keys of any other form (admin adjustments, the seed, random keys)', async () => {
    expect(await sourceOf(`admin-adjust:${SWAP_ID}:pencil-1`, null)).toBeNull();
    expect(await sourceOf('seed-grant:alice@reagentswap.local', null)).toBeNull();
    expect(await sourceOf(SWAP_ID, SWAP_ID)).toBeNull();
    expect(await sourceOf(`swap:${SWAP_ID}`, SWAP_ID)).toBeNull();
    expect(await sourceOf(`swap:${SWAP_ID}:`, SWAP_ID)).toBeNull();
    expect(await sourceOf(`swap:${SWAP_ID}:reserve:again`, SWAP_ID)).toBeNull();
    expect(await sourceOf(`Swap Request:${SWAP_ID}:reserve`, SWAP_ID)).toBeNull();
  });

  it('remade ledger_append_transfer where it was, with its pinned search_path, and no other version of it', async () => {
    const functions = await t.orm.em.fork().execute(
      `select n.nspname as schema, pg_get_function_identity_arguments(p.oid) as args, p.proconfig as settings
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace where p.proname = 'ledger_append_transfer'`,
    );
    expect(functions).toEqual([
      {
        schema: 'ledger',
        args: expect.stringMatching(/p_announce_later boolean, p_source text$/),
        settings: ['search_path=ledger, platform, public'],
      },
    ]);
  });
});
