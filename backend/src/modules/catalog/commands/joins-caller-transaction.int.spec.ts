import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { expectRollsBackWithCaller } from '../../../shared/database/testing/rolls-back-with-caller.js';
import { withoutRelay } from '../../../shared/outbox/testing/relay-until.js';
import { statementsSent } from '../../../testing/sent-statements.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { listReagent, member, type Member } from '../testing/catalog.fixtures.js';
import { EngageReagentCommand } from './engage-reagent/engage-reagent.command.js';
import { MarkReagentUnavailableCommand } from './mark-reagent-unavailable/mark-reagent-unavailable.command.js';
import { ReleaseReagentEngagementCommand } from './release-reagent-engagement/release-reagent-engagement.command.js';

/** The catalog's JoinsCallerTransaction commands (a swap runs them in its transaction): they roll back with it. */
describe('catalog commands joining their caller’s transaction', () => {
  let t: TestApp;
  let owner: Member;

  beforeAll(async () => {
    t = await withoutRelay(() => createTestApp()); // its passes would send statements of their own
    owner = await member(t);
  }, 60_000);
  afterAll(() => t.close());

  const engagementsOf = (swapId: string) => (em: EntityManager) =>
    em.execute('select reagent_id, role from reagent_engagements where swap_id = ? order by reagent_id', [swapId]);
  const engage = (reagentId: string, swapId: string) => new EngageReagentCommand({ reagentId, swapId, role: 'wanted' });

  it('EngageReagent: the engagement is gone with the caller, and it took no savepoint of its own', async () => {
    const { id: reagentId } = await listReagent(t, owner);
    const swapId = randomUUID();
    const sent = await statementsSent(() => expectRollsBackWithCaller(t.app, engage(reagentId, swapId), engagementsOf(swapId)));
    expect(sent.filter(({ text }) => /^\s*(savepoint|release|rollback to)\b/i.test(text))).toEqual([]);
  });

  it('EngageReagent: a refusal fails the caller’s transaction, and what it engaged before is gone too', async () => {
    const { id: reagentId } = await listReagent(t, owner);
    const swapId = randomUUID();
    const commands = t.app.get(CommandBus);
    await expect(
      t.orm.em.fork().transactional(async () => {
        await commands.execute(engage(reagentId, swapId));
        await commands.execute(engage(randomUUID(), swapId)); // no such reagent: 404
      }),
    ).rejects.toMatchObject({ code: 'REAGENT_NOT_FOUND' });
    expect(await engagementsOf(swapId)(t.orm.em.fork())).toEqual([]);
  });

  it('ReleaseReagentEngagement: the released engagement is back when the caller rolls back', async () => {
    const { id: reagentId } = await listReagent(t, owner);
    const swapId = randomUUID();
    await t.app.get(CommandBus).execute(engage(reagentId, swapId));
    await expectRollsBackWithCaller(t.app, new ReleaseReagentEngagementCommand({ swapId }), engagementsOf(swapId));
  });

  it('MarkReagentUnavailable: the listing and the outbox are as they were when the caller rolls back', async () => {
    const { id: reagentId } = await listReagent(t, owner);
    const swapId = randomUUID();
    const { inside } = await expectRollsBackWithCaller(t.app, new MarkReagentUnavailableCommand({ reagentId, swapId }), (em) =>
      em.execute(
        `select r.is_available, r.swapped_in_swap_id, (select count(*)::int from outbox o where o.payload->>'reagentId' = r.id::text) as events
         from reagents r where r.id = ?`,
        [reagentId],
      ),
    );
    expect(inside).toEqual([{ is_available: false, swapped_in_swap_id: swapId, events: expect.any(Number) }]);
  });
});
