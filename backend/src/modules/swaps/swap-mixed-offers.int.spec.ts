import { SWAP_MESSAGES, SWAPS_INTEGRATION_EVENTS as EVENTS, type FinanceReport, type SwapRequestDetailView } from '@reagentswap/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import {
  balanceOf,
  bearer,
  grantCredits,
  ledgerAudit,
  listReagent,
  member,
  outboxFor,
  requestSwap,
  sql,
  type Member,
} from './testing/swaps.fixtures.js';

/** Mixed offers (issue 19 item 3, ADR 0027): credits plus one of my reagents, settled together at completion. */
describe('mixed offers', () => {
  let t: TestApp;
  let owner: Member;
  let requester: Member;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await member(t);
  }, 60_000);
  afterAll(() => t.close());

  beforeEach(async () => {
    requester = await member(t);
    await grantCredits(t, requester.id, 100);
  });

  const mixed = (reagentId: string, offeredId: string | undefined, credits: unknown = 30) => ({
    reagentId,
    offer: { kind: 'mixed', credits, reagentId: offeredId },
    message: 'Thirty credits and my buffer?',
  });
  const post = (who: Member, path: string, body: object = {}) => t.http().post(`/api/swaps/${path}`).set(bearer(who.token)).send(body);
  const availability = async (reagentId: string) =>
    (await sql<{ is_available: boolean }>(t, `select is_available from reagents where id = ?`, [reagentId]))[0]!.is_available;

  it('credits plus my reagent: the reagent engaged at once, the credits reserved at approval, both settled at completion (audit clean)', async () => {
    const wanted = await listReagent(t, owner);
    const mine = await listReagent(t, requester, { name: 'Tris buffer', amount: '500', unit: 'mL' });
    const swap = await requestSwap(t, requester, mixed(wanted, mine));
    expect(swap).toMatchObject({ offerKind: 'mixed', creditOffer: 30, offeredReagent: { sourceReagentId: mine, name: 'Tris buffer' } });
    expect(await outboxFor(t, EVENTS.swapRequested, swap.id)).toEqual([
      expect.objectContaining({ creditOffer: 30, offeredReagent: { name: 'Tris buffer', amount: 500, unit: 'mL' } }),
    ]);
    // Engaged, not held: it cannot be removed while the request is open (spec §4), and stays listed.
    await t.http().post(`/api/reagents/${mine}/remove`).set(bearer(requester.token)).expect(409);
    expect(await balanceOf(t, requester.id)).toMatchObject({ reservedCents: 0 });

    await post(owner, `${swap.id}/approve`, { message: 'Deal' }).expect(200);
    expect(await balanceOf(t, requester.id)).toMatchObject({ balanceCents: 10_000, reservedCents: 3000 });
    const done = (await post(requester, `${swap.id}/complete`).expect(200)).body as SwapRequestDetailView;
    expect(done.status).toBe('completed');
    expect(await balanceOf(t, requester.id)).toMatchObject({ balanceCents: 7000, reservedCents: 0 });
    expect(await balanceOf(t, owner.id)).toMatchObject({ reservedCents: 0 });
    expect([await availability(wanted), await availability(mine)]).toEqual([false, false]);
    const transfers = await sql<{ type: string; amount_cents: number }>(
      t,
      `select type, amount_cents::int from ledger_events where correlation_id = ? and type like 'ledger.credits-transferred-%' order by type`,
      [swap.id],
    );
    expect(transfers).toEqual([
      { type: 'ledger.credits-transferred-in', amount_cents: 3000 },
      { type: 'ledger.credits-transferred-out', amount_cents: -3000 },
    ]);
    expect((await ledgerAudit(t, [requester.id, owner.id])).ok).toBe(true);
  });

  it('its credits can be countered; a counter accepted settles the agreed credits and the reagent; the finance report counts them once', async () => {
    const admin = await t.signedInAccount({ isAdmin: true });
    const day = new Date().toISOString().slice(0, 10);
    const report = async () =>
      (await t.http().get('/api/admin/finance').query({ granularity: 'day', from: day, to: day }).set(bearer(admin.token)).expect(200))
        .body as FinanceReport;
    const before = await report();
    const wanted = await listReagent(t, owner);
    const mine = await listReagent(t, requester);
    const swap = await requestSwap(t, requester, mixed(wanted, mine, 20));
    await post(owner, `${swap.id}/counter`, { credits: 35, message: 'Add fifteen?' }).expect(200);
    await post(requester, `${swap.id}/counter/accept`).expect(200);
    await post(requester, `${swap.id}/complete`).expect(200);
    const after = await report();
    expect(after.totalCents - before.totalCents).toBe(3500);
    expect(after.transfers - before.transfers).toBe(1);
    expect(await availability(mine)).toBe(false);
    expect((await ledgerAudit(t, [requester.id, owner.id])).ok).toBe(true);
  });

  it('needs both parts: credits in range and one of my own available listings (not a hand-described reagent)', async () => {
    const wanted = await listReagent(t, owner);
    const mine = await listReagent(t, requester);
    const others = await listReagent(t, owner);
    const refused = async (body: object) =>
      (await t.http().post('/api/swaps').set(bearer(requester.token)).send(body).expect(400)).body.detail;
    expect(await refused(mixed(wanted, undefined))).toBe(SWAP_MESSAGES.chooseReagent);
    expect(await refused(mixed(wanted, mine, 12))).toBe(SWAP_MESSAGES.creditOfferRange);
    expect(await refused(mixed(wanted, others))).toBe(SWAP_MESSAGES.offeredNotYours);
    expect(await refused(mixed(wanted, wanted))).toBe(SWAP_MESSAGES.offeredIsWanted);
    const poor = await t
      .http()
      .post('/api/swaps')
      .set(bearer(requester.token))
      .send(mixed(wanted, mine, 100))
      .expect(201);
    expect(poor.body.swap.offerKind).toBe('mixed');
  });

  it('an unaffordable mixed offer is refused like a credit offer', async () => {
    const broke = await member(t);
    const wanted = await listReagent(t, owner);
    const mine = await listReagent(t, broke);
    const res = await t
      .http()
      .post('/api/swaps')
      .set(bearer(broke.token))
      .send(mixed(wanted, mine, 30))
      .expect(409);
    expect(res.body.detail).toBe(SWAP_MESSAGES.notEnoughForOffer(30));
  });
});
