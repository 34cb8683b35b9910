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

  it('runs inside the caller’s transaction when there is one, named, parsed once on its connection', async () => {
    const query = 'select n from prepared_probe where n = ?';
    const { name, text } = preparedStatement(query, 1);
    const sent = await statementsSent(() =>
      orm.em.fork().transactional(async (tx) => {
        await tx.execute('create temporary table prepared_probe (n int) on commit drop');
        await tx.execute('insert into prepared_probe values (7), (8)');
        expect(await preparedQuery(tx, query, [7])).toEqual([{ n: 7 }]);
        expect(await preparedQuery(tx, query, [8])).toEqual([{ n: 8 }]);
        // The transaction's own connection: the statement is in its session, and only once.
        expect(await tx.execute(`select count(*)::int as n from pg_prepared_statements where name = '${name}'`)).toEqual([{ n: 1 }]);
      }),
    );
    expect(sent.filter((statement) => statement.name)).toEqual([
      { name, text, values: [7] },
      { name, text, values: [8] },
    ]);
  });

  it('leaves the transaction’s rollback to roll back what a prepared write did', async () => {
    const em = orm.em.fork();
    await em.execute('create table if not exists prepared_write_probe (n int)');
    try {
      await expect(
        em.transactional(async (tx) => {
          await preparedQuery(tx, 'insert into prepared_write_probe values (?) returning n', [1]);
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      expect(await em.execute('select count(*)::int as n from prepared_write_probe')).toEqual([{ n: 0 }]);
    } finally {
      await em.execute('drop table prepared_write_probe');
    }
  });
});
