import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/postgresql';
import { GrantCreditsCommand, TransferCreditsCommand } from '../../ledger/index.js';
import { OutboxRelay } from '../../../shared/outbox/outbox-relay.service.js';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';

describe('GET /api/admin/statistics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const statistics = (token: string) => t.http().get('/api/admin/statistics').set('Authorization', `Bearer ${token}`);

  it('counts members and the credits that moved between them', async () => {
    const admin = await signedInAccount(t, { isAdmin: true });
    const before = (await statistics(admin.token).expect(200)).body;
    const [alice, bob] = [await signedInAccount(t), await signedInAccount(t)];
    const commands = t.app.get(CommandBus);
    await RequestContext.create(t.orm.em, async () => {
      await commands.execute(
        new GrantCreditsCommand({
          accountId: alice.id,
          amountCents: 5_000,
          reason: 'test',
          idempotencyKey: randomUUID(),
          actorId: admin.id,
        }),
      );
      await commands.execute(
        new TransferCreditsCommand({
          fromAccountId: alice.id,
          toAccountId: bob.id,
          amountCents: 1_250,
          idempotencyKey: randomUUID(),
          actorId: alice.id,
        }),
      );
    });
    const after = (await statistics(admin.token).expect(200)).body;
    expect(after.totalUsers).toBe(before.totalUsers + 2);
    expect(after.totalCreditsExchanged).toBeCloseTo(before.totalCreditsExchanged + 12.5, 2);
    expect(Object.keys(after).sort()).toEqual(
      [
        'totalCreditsExchanged',
        'totalMessagesSent',
        'totalReagentSwaps',
        'totalReagents',
        'totalSwapRequests',
        'totalSwapsCompleted',
        'totalUsers',
      ].sort(),
    );
  });

  it('counts the reagents listed, removed ones too (total_reagents)', async () => {
    const admin = await signedInAccount(t, { isAdmin: true });
    const owner = await signedInAccount(t);
    const before = (await statistics(admin.token).expect(200)).body.totalReagents;
    const list = () =>
      t
        .http()
        .post('/api/reagents')
        .set('Authorization', `Bearer ${owner.token}`)
        .send({ name: 'Acetone', catalogNumber: 'A1', category: 'chemicals' })
        .expect(201);
    const [first] = [(await list()).body as { id: string }, await list()];
    await t.http().post(`/api/reagents/${first.id}/remove`).set('Authorization', `Bearer ${owner.token}`).expect(200);
    expect((await statistics(admin.token).expect(200)).body.totalReagents).toBe(before + 2);
  });

  it('counts swap requests, completed swaps, reagent-for-reagent swaps and the credits completed swaps moved', async () => {
    const admin = await signedInAccount(t, { isAdmin: true });
    const [owner, requester] = [await signedInAccount(t), await signedInAccount(t)];
    await RequestContext.create(t.orm.em, () =>
      t.app.get(CommandBus).execute(
        new GrantCreditsCommand({
          accountId: requester.id,
          amountCents: 10_000,
          reason: 'test',
          idempotencyKey: randomUUID(),
          actorId: admin.id,
        }),
      ),
    );
    const as = (who: { token: string }) => ({ Authorization: `Bearer ${who.token}` });
    const list = async (who: { token: string }) =>
      (
        await t
          .http()
          .post('/api/reagents')
          .set(as(who))
          .send({ name: 'Trypsin', catalogNumber: `T-${randomUUID().slice(0, 8)}`, category: 'enzymes' })
          .expect(201)
      ).body.id as string;
    const ask = async (offer: object) =>
      (
        await t
          .http()
          .post('/api/swaps')
          .set(as(requester))
          .send({ reagentId: await list(owner), offer, message: 'For our assay' })
          .expect(201)
      ).body.swap.id as string;
    const complete = async (swapId: string) => {
      await t.http().post(`/api/swaps/${swapId}/approve`).set(as(owner)).send({ message: 'Sure' }).expect(200);
      await t.http().post(`/api/swaps/${swapId}/complete`).set(as(requester)).expect(200);
    };

    const before = (await statistics(admin.token).expect(200)).body;
    await complete(await ask({ kind: 'credits', credits: 40 }));
    await complete(await ask({ kind: 'reagent', reagentId: await list(requester) }));
    await ask({ kind: 'credits', credits: 20 }); // still pending: a request, not a swap
    const rejected = await ask({ kind: 'credits', credits: 15 });
    await t.http().post(`/api/swaps/${rejected}/reject`).set(as(owner)).send({ message: 'Promised to someone else' }).expect(200);
    const after = (await statistics(admin.token).expect(200)).body;

    expect(after.totalSwapRequests - before.totalSwapRequests).toBe(4);
    expect(after.totalSwapsCompleted - before.totalSwapsCompleted).toBe(2);
    expect(after.totalReagentSwaps - before.totalReagentSwaps).toBe(1);
    // Only the completed credit swap moved credits; the reserved-then-released ones did not.
    expect(after.totalCreditsExchanged).toBeCloseTo(before.totalCreditsExchanged + 40, 2);
  });

  it('is for admins only', async () => {
    const member = await signedInAccount(t);
    await statistics(member.token).expect(403);
  });
});

describe('credit adjustments in the admin actions log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records who adjusted whose credits, why, once', async () => {
    const admin = await signedInAccount(t, { isAdmin: true });
    const member = await signedInAccount(t);
    await t
      .http()
      .post(`/api/admin/credits/${member.id}/adjust`)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ newBalance: 30, reason: 'Conference prize' })
      .expect((res) => expect([200, 201]).toContain(res.status));
    // Any test app sharing the database may deliver the event (ADR 0006): poll the log.
    const adjustmentsOf = async () => {
      await t.app.get(OutboxRelay).drain();
      const res = await t
        .http()
        .get('/api/admin/actions')
        .query({ pageSize: 100 })
        .set('Authorization', `Bearer ${admin.token}`)
        .expect(200);
      return res.body.items.filter(
        (a: { action: string; target: { id: string } | null }) => a.action === 'credits.adjusted' && a.target?.id === member.id,
      );
    };
    let entries = await adjustmentsOf();
    for (let i = 0; i < 50 && entries.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      entries = await adjustmentsOf();
    }
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: { id: admin.id }, details: { change: 30, newBalance: 30, reason: 'Conference prize' } });
  });
});
