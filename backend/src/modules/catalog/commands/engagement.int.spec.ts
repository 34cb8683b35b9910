import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { EngageReagentCommand, MarkReagentUnavailableCommand, ReleaseReagentEngagementCommand } from '../index.js';
import { bearer, listReagent, member, outboxFor, sql, type Member } from '../testing/catalog.fixtures.js';

/** The commands the swaps module will call inside its own transactions (design.md §3). */
describe('reagent engagement commands', () => {
  let t: TestApp;
  let commands: CommandBus;
  let owner: Member;
  beforeAll(async () => {
    t = await createTestApp();
    commands = t.app.get(CommandBus);
    owner = await member(t);
  }, 60_000);
  afterAll(() => t.close());

  const engagements = (reagentId: string) => sql(t, 'select swap_id, role from reagent_engagements where reagent_id = ?', [reagentId]);
  const remove = (reagentId: string) => t.http().post(`/api/reagents/${reagentId}/remove`).set(bearer(owner.token));

  it('an engaged reagent cannot be removed, wanted or offered, until every swap releases it', async () => {
    const reagent = await listReagent(t, owner);
    const [swapA, swapB] = [randomUUID(), randomUUID()];
    await commands.execute(new EngageReagentCommand({ reagentId: reagent.id, swapId: swapA, role: 'wanted' }));
    await commands.execute(new EngageReagentCommand({ reagentId: reagent.id, swapId: swapA, role: 'wanted' })); // idempotent
    await commands.execute(new EngageReagentCommand({ reagentId: reagent.id, swapId: swapB, role: 'offered' }));
    expect(await engagements(reagent.id)).toHaveLength(2);

    const refused = await remove(reagent.id).expect(409);
    expect(refused.body).toMatchObject({
      code: 'REAGENT_ENGAGED',
      detail: "This reagent cannot be removed because it's part of pending swap requests. Cancel or complete the swap requests first.",
    });
    expect((await sql(t, 'select is_available from reagents where id = ?', [reagent.id]))[0]).toEqual({ is_available: true });

    expect(await commands.execute(new ReleaseReagentEngagementCommand({ swapId: swapA }))).toEqual({ released: 1 });
    await remove(reagent.id).expect(409);
    expect(await commands.execute(new ReleaseReagentEngagementCommand({ swapId: swapB, reagentId: reagent.id }))).toEqual({ released: 1 });
    expect(await commands.execute(new ReleaseReagentEngagementCommand({ swapId: swapB }))).toEqual({ released: 0 });
    await remove(reagent.id).expect(200);
  });

  it("joins the caller's transaction: rolled back with it, invisible to others until it commits", async () => {
    const reagent = await listReagent(t, owner);
    const swapId = randomUUID();
    let insideCaller: unknown[] = [];
    let outsideMeanwhile: unknown[] = [];
    await expect(
      t.orm.em.fork().transactional(async (tx) => {
        await commands.execute(new EngageReagentCommand({ reagentId: reagent.id, swapId, role: 'wanted' }));
        insideCaller = await tx.execute('select swap_id from reagent_engagements where reagent_id = ?', [reagent.id]);
        outsideMeanwhile = await engagements(reagent.id);
        throw new Error('the swap could not be created');
      }),
    ).rejects.toThrow('the swap could not be created');
    expect(insideCaller).toEqual([{ swap_id: swapId }]);
    expect(outsideMeanwhile).toEqual([]);
    expect(await engagements(reagent.id)).toEqual([]);

    await t.orm.em.fork().transactional(async () => {
      await commands.execute(new EngageReagentCommand({ reagentId: reagent.id, swapId, role: 'wanted' }));
    });
    expect(await engagements(reagent.id)).toEqual([{ swap_id: swapId, role: 'wanted' }]);
  });

  it('a removal that arrives while a swap is engaging the reagent waits for it, then is refused', async () => {
    const reagent = await listReagent(t, owner);
    const swapId = randomUUID();
    // The removal starts outside the swap's transaction (an in-process request started inside it
    // would inherit the transaction context), once the engagement holds the row lock.
    let engaged!: () => void;
    const removal = new Promise<void>((resolve) => (engaged = resolve)).then(() => remove(reagent.id));
    await t.orm.em.fork().transactional(async () => {
      await commands.execute(new EngageReagentCommand({ reagentId: reagent.id, swapId, role: 'wanted' }));
      engaged();
      // Hold the swap's transaction open until the removal is queued behind its row lock.
      for (;;) {
        const [{ waiting }] = await sql<{ waiting: number }>(
          t,
          `select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query like '%from "reagents"%'`,
        );
        if (waiting > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
    });
    const res = await removal;
    expect([res.status, res.body.code]).toEqual([409, 'REAGENT_ENGAGED']);
    expect((await sql(t, 'select is_available from reagents where id = ?', [reagent.id]))[0]).toEqual({ is_available: true });
  });

  it('refuses to engage a removed reagent (409) or an unknown one (404)', async () => {
    const reagent = await listReagent(t, owner);
    await remove(reagent.id).expect(200);
    await expect(
      commands.execute(new EngageReagentCommand({ reagentId: reagent.id, swapId: randomUUID(), role: 'wanted' })),
    ).rejects.toMatchObject({
      status: 409,
      message: 'This reagent is no longer available',
    });
    await expect(
      commands.execute(new EngageReagentCommand({ reagentId: randomUUID(), swapId: randomUUID(), role: 'offered' })),
    ).rejects.toMatchObject({ status: 404, message: 'Reagent Not Found' });
    await expect(
      commands.execute(new EngageReagentCommand({ reagentId: reagent.id, swapId: randomUUID(), role: 'stolen' as never })),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('a completed swap marks the reagent unavailable once, with a ReagentRemoved event, in the same transaction', async () => {
    const reagent = await listReagent(t, owner);
    const swapId = randomUUID();
    await t.orm.em.fork().transactional(async () => {
      expect(await commands.execute(new MarkReagentUnavailableCommand({ reagentId: reagent.id, swapId }))).toEqual({ changed: true });
      expect(await commands.execute(new MarkReagentUnavailableCommand({ reagentId: reagent.id, swapId }))).toEqual({ changed: false });
    });
    expect((await sql(t, 'select is_available from reagents where id = ?', [reagent.id]))[0]).toEqual({ is_available: false });
    expect(await outboxFor(t, 'catalog.reagent-removed', 'reagentId', reagent.id)).toEqual([
      expect.objectContaining({ reason: 'swapped', swapId, ownerId: owner.id }),
    ]);

    const other = await listReagent(t, owner);
    await expect(
      t.orm.em.fork().transactional(async () => {
        await commands.execute(new MarkReagentUnavailableCommand({ reagentId: other.id, swapId }));
        throw new Error('completion failed');
      }),
    ).rejects.toThrow('completion failed');
    expect((await sql(t, 'select is_available from reagents where id = ?', [other.id]))[0]).toEqual({ is_available: true });
    expect(await outboxFor(t, 'catalog.reagent-removed', 'reagentId', other.id)).toEqual([]);
  });

  it('a reagent a completed swap gave away can never be reactivated: 409 from the API, refused by the database', async () => {
    const reagent = await listReagent(t, owner);
    const swapId = randomUUID();
    await commands.execute(new MarkReagentUnavailableCommand({ reagentId: reagent.id, swapId }));

    const refused = await t.http().post(`/api/reagents/${reagent.id}/reactivate`).set(bearer(owner.token)).expect(409);
    expect(refused.body).toMatchObject({
      code: 'REAGENT_SWAPPED_AWAY',
      detail: 'This reagent was swapped to another member and cannot be reactivated',
    });
    const mine = await t.http().get(`/api/reagents/${reagent.id}`).set(bearer(owner.token)).expect(200);
    expect(mine.body).toMatchObject({ available: false, swappedAway: true });
    await expect(sql(t, 'update reagents set is_available = true where id = ?', [reagent.id])).rejects.toThrow(
      /reagents_swapped_stays_unavailable/,
    );

    // An offered listing the owner had already removed still records the swap, so it stays out too.
    const removedFirst = await listReagent(t, owner);
    await remove(removedFirst.id).expect(200);
    expect(await commands.execute(new MarkReagentUnavailableCommand({ reagentId: removedFirst.id, swapId }))).toEqual({ changed: false });
    await t.http().post(`/api/reagents/${removedFirst.id}/reactivate`).set(bearer(owner.token)).expect(409);
  });

  it('the database refuses an engagement of a reagent that does not exist, or with an unknown role', async () => {
    await expect(
      sql(t, `insert into reagent_engagements (reagent_id, swap_id, role) values (?, ?, 'wanted')`, [randomUUID(), randomUUID()]),
    ).rejects.toThrow(/foreign key/);
    const reagent = await listReagent(t, owner);
    await expect(
      sql(t, `insert into reagent_engagements (reagent_id, swap_id, role) values (?, ?, 'borrowed')`, [reagent.id, randomUUID()]),
    ).rejects.toThrow(/check constraint/);
  });
});
