import { MikroORM } from '@mikro-orm/postgresql';
import { statementsSent } from '../../testing/sent-statements.js';
import { ormOptions } from './orm-options.js';
import { preparedQuery, preparedStatement } from './prepared-query.js';

describe('preparedQuery', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(process.env.DATABASE_URL!, [], { min: 0, max: 2 }));
  });
  afterAll(() => orm.close());

  it('sends a named statement with bound values, the same name for the same text', async () => {
    const query = `select ?::int + 1 as n, ?::text as quote, '?' as mark`;
    const sent = await statementsSent(async () => {
      expect(await preparedQuery(orm.em.fork(), query, [41, "it's"])).toEqual([{ n: 42, quote: "it's", mark: '?' }]);
      expect(await preparedQuery(orm.em.fork(), query, [1, 'x'])).toEqual([{ n: 2, quote: 'x', mark: '?' }]);
    });
    const { name, text } = preparedStatement(query, 2);
    expect(text).toBe(`select $1::int + 1 as n, $2::text as quote, '?' as mark`);
    // Filtered: the ORM checks its database on its first connection.
    expect(sent.filter((statement) => statement.name)).toEqual([
      { name, text, values: [41, "it's"] },
      { name, text, values: [1, 'x'] },
    ]);
    expect(preparedStatement(`select ?::int as n`, 1).name).not.toBe(name);
  });

  it('runs inside the caller’s transaction when there is one', async () => {
    await orm.em.fork().transactional(async (tx) => {
      await tx.execute('create temporary table prepared_probe (n int) on commit drop');
      await tx.execute('insert into prepared_probe values (7)');
      expect(await preparedQuery(tx, 'select n from prepared_probe where n = ?', [7])).toEqual([{ n: 7 }]);
    });
  });
});
