import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { withoutRelay } from '../../../shared/outbox/testing/relay-until.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { EngageReagentCommand } from '../../catalog/index.js';
import { listReagent, member, sql, statementsSent, type Member } from '../testing/swaps.fixtures.js';
import { inSameTransaction } from './in-same-transaction.js';

describe('inSameTransaction (another module’s command joining a swap’s transaction)', () => {
  let t: TestApp;
  let commands: CommandBus;
  let owner: Member;

  beforeAll(async () => {
    t = await withoutRelay(() => createTestApp()); // its passes would send statements of their own
    commands = t.app.get(CommandBus);
    owner = await member(t);
  }, 60_000);
  afterAll(() => t.close());

  const engage = (reagentId: string, swapId: string) => commands.execute(new EngageReagentCommand({ reagentId, swapId, role: 'wanted' }));
  const engagementsOf = (swapId: string) => sql(t, 'select reagent_id from reagent_engagements where swap_id = ?', [swapId]);

  it('writes in the caller’s transaction, without a savepoint, and rolls back with it', async () => {
    const reagentId = await listReagent(t, owner);
    const swapId = randomUUID();
    const sent = await statementsSent(() =>
      expect(
        t.orm.em.fork().transactional(async (tx) => {
          await inSameTransaction(tx, () => engage(reagentId, swapId));
          expect(await tx.execute('select 1 from reagent_engagements where swap_id = ?', [swapId])).toHaveLength(1);
          throw new Error('a later step of the transition failed');
        }),
      ).rejects.toThrow('a later step of the transition failed'),
    );
    expect(sent.filter((statement) => /^(savepoint|release|rollback to)\b/i.test(statement))).toEqual([]);
    expect(await engagementsOf(swapId)).toEqual([]);
  });

  it('a refused command fails the caller’s transaction: what it wrote before is gone too', async () => {
    const reagentId = await listReagent(t, owner);
    const swapId = randomUUID();
    await expect(
      t.orm.em.fork().transactional(async (tx) => {
        await inSameTransaction(tx, () => engage(reagentId, swapId));
        await inSameTransaction(tx, () => engage(randomUUID(), swapId)); // no such reagent: 404
      }),
    ).rejects.toMatchObject({ code: 'REAGENT_NOT_FOUND' });
    expect(await engagementsOf(swapId)).toEqual([]);
  });

  it('commits with the caller', async () => {
    const reagentId = await listReagent(t, owner);
    const swapId = randomUUID();
    await t.orm.em.fork().transactional((tx) => inSameTransaction(tx, () => engage(reagentId, swapId)));
    expect(await engagementsOf(swapId)).toEqual([{ reagent_id: reagentId }]);
  });
});
