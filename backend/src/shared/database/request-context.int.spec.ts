import { jest } from '@jest/globals';
import { MikroORM, RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import { ormOptions } from './orm-options.js';
import { preparedQuery } from './prepared-query.js';
import { isInTransactionWithoutForking, runInLazyRequestContext } from './request-context.js';

describe('runInLazyRequestContext', () => {
  let orm: MikroORM;
  beforeAll(async () => {
    orm = await MikroORM.init(ormOptions(process.env.DATABASE_URL!, [], { min: 0, max: 2 }));
  });
  afterAll(() => orm.close());
  afterEach(() => jest.restoreAllMocks());

  it('forks once, on first use, and hands out that fork for the whole request', async () => {
    const fork = jest.spyOn(orm.em, 'fork');
    await runInLazyRequestContext(orm.em, async () => {
      expect(fork).not.toHaveBeenCalled();
      const first = RequestContext.getEntityManager()!;
      await new Promise((resolve) => setImmediate(resolve));
      expect(RequestContext.getEntityManager()).toBe(first);
      expect(orm.em.getContext()).toBe(first);
      expect(first).not.toBe(orm.em);
      expect(fork).toHaveBeenCalledTimes(1);
      expect(fork).toHaveBeenCalledWith({ useContext: true, disableContextResolution: true });
    });
  });

  it('gives concurrent requests forks of their own', async () => {
    const seen = await Promise.all(
      [1, 2].map((n) =>
        runInLazyRequestContext(orm.em, async () => {
          await new Promise((resolve) => setTimeout(resolve, n));
          return RequestContext.getEntityManager();
        }),
      ),
    );
    expect(seen[0]).toBeDefined();
    expect(seen[0]).not.toBe(seen[1]);
  });

  it('answers a prepared read outside a transaction without forking', async () => {
    const fork = jest.spyOn(orm.em, 'fork');
    await runInLazyRequestContext(orm.em, async () => {
      expect(isInTransactionWithoutForking(orm.em)).toBe(false);
      expect(await preparedQuery(orm.em, 'select ?::int as n', [5])).toEqual([{ n: 5 }]);
    });
    expect(fork).not.toHaveBeenCalled();
  });

  it('sees a transaction begun on the request’s fork, and one run through transactional()', async () => {
    await runInLazyRequestContext(orm.em, async () => {
      const request = RequestContext.getEntityManager() as EntityManager;
      await request.begin();
      try {
        expect(isInTransactionWithoutForking(orm.em)).toBe(true);
        await request.execute('create temporary table lazy_probe (n int) on commit drop');
        await request.execute('insert into lazy_probe values (3)');
        // On the transaction's connection: the temporary table is visible there only.
        expect(await preparedQuery(orm.em, 'select n from lazy_probe where n = ?', [3])).toEqual([{ n: 3 }]);
      } finally {
        await request.rollback();
      }
    });
    await runInLazyRequestContext(orm.em, () =>
      orm.em.transactional(async () => {
        expect(isInTransactionWithoutForking(orm.em)).toBe(true);
      }),
    );
  });
});
