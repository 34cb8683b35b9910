import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { selectBound } from './bound-query.js';

/**
 * em.execute formats every value into the SQL text; selectBound sends them apart. The difference
 * shows with a value whose text form is not SQL: `Infinity` (what `page=1e308` once made of an
 * offset) inlined is a column name, bound it is a value PostgreSQL checks itself.
 */
describe('selectBound sends parameters apart from the SQL text (API database)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('em.execute renders an Infinity into the text (the failure selectBound avoids)', async () => {
    await expect(t.orm.em.fork().execute('select ?::float8 as n', [Number.POSITIVE_INFINITY])).rejects.toThrow(
      /column "infinity" does not exist/,
    );
  });

  it('selectBound binds it: the value reaches PostgreSQL as a value', async () => {
    const rows = await selectBound<{ n: number }>(t.orm.em.fork(), 'select ?::float8 as n', [Number.POSITIVE_INFINITY]);
    expect(rows).toEqual([{ n: Number.POSITIVE_INFINITY }]);
  });

  it('a bound LIMIT/OFFSET pages like the inlined one, and text with quotes stays text', async () => {
    const query = `select x, ? as label from generate_series(1, 10) as x order by x limit ? offset ?`;
    const rows = await selectBound<{ x: number; label: string }>(t.orm.em.fork(), query, ["it's ?", 3, 4]);
    expect(rows).toEqual([5, 6, 7].map((x) => ({ x, label: "it's ?" })));
  });

  it('runs inside the caller’s transaction', async () => {
    const em = t.orm.em.fork();
    await em.transactional(async (tx) => {
      await tx.execute(`create temporary table bound_query_probe (v int) on commit drop`);
      await tx.execute(`insert into bound_query_probe values (42)`);
      expect(await selectBound<{ v: number }>(tx, 'select v from bound_query_probe where v = ?', [42])).toEqual([{ v: 42 }]);
    });
  });
});
