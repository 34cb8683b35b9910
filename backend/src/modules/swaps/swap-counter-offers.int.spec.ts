import {
  COUNTER_OFFER_MESSAGES as COUNTER,
  SWAP_MESSAGES,
  SWAPS_INTEGRATION_EVENTS as EVENTS,
  type CreditHistoryItem,
  type FinanceReport,
  type SwapRequestDetailView,
} from '@reagentswap/contracts';
import { QueryBus } from '@nestjs/cqrs';
import { relayUntil } from '../../shared/outbox/testing/relay-until.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { SwapOfferExpiry } from './expiry/swap-offer-expiry.js';
import { ListSwapActivityQuery } from './queries/list-swap-activity/list-swap-activity.query.js';
import {
  balanceOf,
  bearer,
  creditOffer,
  grantCredits,
  ledgerAudit,
  listReagent,
  member,
  outboxFor,
  requestSwap,
  sql,
  type Member,
} from './testing/swaps.fixtures.js';

/** Counter-offers (issue 19 item 3, ADR 0027) through the API, on a real database. */
describe('counter-offers', () => {
  let t: TestApp;
  let owner: Member;
  let requester: Member;
  let stranger: Member;

  beforeAll(async () => {
    t = await createTestApp();
    [owner, stranger] = await Promise.all([member(t), member(t)]);
  }, 60_000);
  afterAll(() => t.close());

  // A requester of their own per test, with 100 credits: balances and reservations read per test.
  beforeEach(async () => {
    requester = await member(t);
    await grantCredits(t, requester.id, 100);
  });

  const counter = (who: Member, swapId: string, credits: unknown, message: unknown = 'How about this?') =>
    t.http().post(`/api/swaps/${swapId}/counter`).set(bearer(who.token)).send({ credits, message });
  const answer = (who: Member, swapId: string, how: 'accept' | 'decline') =>
    t.http().post(`/api/swaps/${swapId}/counter/${how}`).set(bearer(who.token)).send({});
  const swapOf = async (who: Member, swapId: string) =>
    (await t.http().get(`/api/swaps/${swapId}`).set(bearer(who.token)).expect(200)).body as SwapRequestDetailView;
  const offer40 = async () => requestSwap(t, requester, creditOffer(await listReagent(t, owner), 40));
  const rounds = (swap: SwapRequestDetailView) =>
    swap.timeline.map(({ action, actor, credits, note, to }) => ({ action, by: actor?.id ?? null, credits, note, to }));

  it('the owner counters, the requester accepts: approved at the counter amount, reserved only then, transferred on completion', async () => {
    const swap = await offer40();
    const countered = (await counter(owner, swap.id, 60, 'It is a rare lot: 60?').expect(200)).body as SwapRequestDetailView;
    expect(countered).toMatchObject({ status: 'pending', creditOffer: 40, counterOffer: 60 });
    expect(countered.expiresAt).not.toBeNull();
    expect(await balanceOf(t, requester.id)).toMatchObject({ reservedCents: 0 });
    expect(await outboxFor(t, EVENTS.swapCountered, swap.id)).toEqual([expect.objectContaining({ by: 'owner', creditOffer: 60 })]);

    const accepted = (await answer(requester, swap.id, 'accept').expect(200)).body as SwapRequestDetailView;
    expect(accepted).toMatchObject({ status: 'approved', creditOffer: 60, counterOffer: null, expiresAt: null });
    expect(await balanceOf(t, requester.id)).toMatchObject({ reservedCents: 6000 });
    expect(rounds(accepted)).toEqual([
      { action: 'requested', by: requester.id, credits: null, note: 'Could I have this for my assay?', to: 'pending' },
      { action: 'countered', by: owner.id, credits: 60, note: 'It is a rare lot: 60?', to: 'pending' },
      { action: 'counter-accepted', by: requester.id, credits: 60, note: null, to: 'approved' },
    ]);

    await t.http().post(`/api/swaps/${swap.id}/complete`).set(bearer(requester.token)).expect(200);
    expect(await balanceOf(t, owner.id)).toMatchObject({ balanceCents: 6000, reservedCents: 0 });
    expect((await ledgerAudit(t, [requester.id, owner.id])).ok).toBe(true);
  });

  it('the counter reaches the requester as a swap response, the acceptance the owner as a swap offer', async () => {
    const swap = await offer40();
    await counter(owner, swap.id, 55, 'Meet me at 55').expect(200);
    await answer(requester, swap.id, 'accept').expect(200);
    const mails = async () =>
      sql<{ user_id: string; template: string; kind: string; subject: string }>(
        t,
        `select recipient_user_id as user_id, template, kind, subject from mail_outbox where dedupe_key like ? order by id`,
        [`swaps.swap-counter%:${swap.id}:%`],
      );
    await relayUntil(t.app, async () => (await mails()).length === 2);
    expect(await mails()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ user_id: requester.id, template: 'swap-countered', kind: 'swap-response' }),
        expect.objectContaining({ user_id: owner.id, template: 'swap-counter-accepted', kind: 'swap-offer' }),
      ]),
    );
  });

  it('the requester counters back (the owner’s turn again, at the new amount), then declines the next counter: cancelled, nothing held', async () => {
    await grantCredits(t, requester.id, 60);
    const swap = await offer40();
    await counter(owner, swap.id, 70).expect(200);
    const back = (await counter(requester, swap.id, 50, 'Split the difference?').expect(200)).body as SwapRequestDetailView;
    expect(back).toMatchObject({ status: 'pending', creditOffer: 50, counterOffer: null });
    expect(await outboxFor(t, EVENTS.swapCountered, swap.id)).toEqual([
      expect.objectContaining({ by: 'owner', creditOffer: 70 }),
      expect.objectContaining({ by: 'requester', creditOffer: 50 }),
    ]);
    await counter(owner, swap.id, 65).expect(200);
    const declined = (await answer(requester, swap.id, 'decline').expect(200)).body as SwapRequestDetailView;
    expect(declined).toMatchObject({ status: 'cancelled', counterOffer: null });
    expect(rounds(declined).map((r) => [r.action, r.credits])).toEqual([
      ['requested', null],
      ['countered', 70],
      ['countered', 50],
      ['countered', 65],
      ['counter-declined', null],
    ]);
    expect(await outboxFor(t, EVENTS.swapCounterDeclined, swap.id)).toHaveLength(1);
    expect(await balanceOf(t, requester.id)).toMatchObject({ reservedCents: 0 });
    // The reagent is free again: nothing engages it any more.
    await t.http().post(`/api/reagents/${swap.reagent.id}/remove`).set(bearer(owner.token)).expect(200);
  });

  it('refuses a counter outside 10–100 in steps of 5, the same amount, or without a message (400, the dialog’s wording)', async () => {
    const swap = await offer40();
    for (const credits of [5, 12, 105, 52.5, null]) {
      const res = await counter(owner, swap.id, credits).expect(400);
      expect(res.body.detail).toBe(COUNTER.amountRange);
    }
    expect((await counter(owner, swap.id, 40).expect(400)).body.detail).toBe(COUNTER.sameAmount);
    expect((await counter(owner, swap.id, 60, '  ').expect(400)).body.detail).toBe(COUNTER.messageRequired);
    expect((await swapOf(owner, swap.id)).timeline).toHaveLength(1);
  });

  it('who may act when: 404 to a stranger, 403 to the owner answering, 409 out of turn', async () => {
    const swap = await offer40();
    expect((await counter(stranger, swap.id, 60).expect(404)).body.detail).toBe(SWAP_MESSAGES.notFound);
    expect((await counter(requester, swap.id, 60).expect(409)).body.detail).toBe(COUNTER.noCounterOnTable);
    expect((await answer(requester, swap.id, 'accept').expect(409)).body.detail).toBe(COUNTER.noCounterOnTable);
    await counter(owner, swap.id, 60).expect(200);
    expect((await counter(owner, swap.id, 65).expect(409)).body.detail).toBe(COUNTER.awaitingRequester);
    expect((await answer(owner, swap.id, 'accept').expect(403)).body.detail).toBe(COUNTER.onlyRequesterAnswers);
    expect((await answer(stranger, swap.id, 'decline').expect(404)).body.detail).toBe(SWAP_MESSAGES.notFound);
    expect(
      (await t.http().post(`/api/swaps/${swap.id}/approve`).set(bearer(owner.token)).send({ message: 'ok' }).expect(409)).body.detail,
    ).toBe(COUNTER.awaitingRequester);
    const edit = await t
      .http()
      .patch(`/api/swaps/${swap.id}`)
      .set(bearer(requester.token))
      .send({ creditOffer: 45, message: 'hm' })
      .expect(409);
    expect(edit.body.detail).toBe(COUNTER.counterOnTable);
    expect((await swapOf(owner, swap.id)).counterOffer).toBe(60);
  });

  it('a reagent offer cannot be countered; a counter back must be affordable now', async () => {
    const mine = await listReagent(t, requester);
    const reagentSwap = await requestSwap(t, requester, {
      reagentId: await listReagent(t, owner),
      offer: { kind: 'reagent', reagentId: mine },
      message: 'Trade?',
    });
    expect((await counter(owner, reagentSwap.id, 50).expect(409)).body.detail).toBe(COUNTER.onlyCreditOffers);

    const poor = await member(t);
    await grantCredits(t, poor.id, 20);
    const swap = await requestSwap(t, poor, creditOffer(await listReagent(t, owner), 20));
    await counter(owner, swap.id, 30).expect(200);
    expect((await counter(poor, swap.id, 25).expect(409)).body.detail).toBe(SWAP_MESSAGES.notEnoughForOffer(25));
    expect((await answer(poor, swap.id, 'accept').expect(409)).body.code).toBe('INSUFFICIENT_CREDITS');
    expect(await balanceOf(t, poor.id)).toMatchObject({ balanceCents: 2000, reservedCents: 0 });
  });

  describe('expiry', () => {
    const ageRound = (swapId: string, days: number) =>
      sql(t, `update swap_requests set offered_at = now() - ? * interval '1 day' where id = ?`, [days, swapId]);

    it('an offer or counter unanswered for 7 days is cancelled by the system, once however many runs race; both told; nothing released', async () => {
      const [stale, staleCounter, fresh] = [await offer40(), await offer40(), await offer40()];
      await counter(owner, staleCounter.id, 60).expect(200);
      await ageRound(stale.id, 8);
      await ageRound(staleCounter.id, 7.01);
      await ageRound(fresh.id, 6.9);
      const before = await balanceOf(t, requester.id);

      const expiry = t.app.get(SwapOfferExpiry);
      const runs = await Promise.all([expiry.run(), expiry.run(), expiry.run()]);
      expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(2);

      for (const id of [stale.id, staleCounter.id]) {
        const swap = await swapOf(requester, id);
        expect(swap).toMatchObject({ status: 'cancelled', counterOffer: null });
        expect(swap.timeline.filter((line) => line.action === 'expired')).toEqual([
          expect.objectContaining({ actor: null, note: COUNTER.expired, to: 'cancelled' }),
        ]);
        expect(await outboxFor(t, EVENTS.swapCancelled, id)).toEqual([expect.objectContaining({ by: 'system', message: COUNTER.expired })]);
      }
      expect((await swapOf(requester, fresh.id)).status).toBe('pending');
      expect(await balanceOf(t, requester.id)).toEqual(before);
      expect(await expiry.run()).toBe(0);
      // The requester's digest counts both expiries as cancellations (the owner's own swaps are many here).
      const activity = await t.app
        .get(QueryBus)
        .execute(new ListSwapActivityQuery([requester.id], new Date(Date.now() - 3_600_000), new Date(Date.now() + 60_000)));
      expect(activity).toEqual([expect.objectContaining({ memberId: requester.id, cancelled: 2 })]);
    });

    it('an answered round restarts the clock; an approved swap never expires', async () => {
      const swap = await offer40();
      await ageRound(swap.id, 8);
      await counter(owner, swap.id, 60).expect(200);
      const approvedOne = await offer40();
      await t.http().post(`/api/swaps/${approvedOne.id}/approve`).set(bearer(owner.token)).send({ message: 'Yes' }).expect(200);
      await ageRound(approvedOne.id, 30);
      await t.app.get(SwapOfferExpiry).run();
      expect((await swapOf(owner, swap.id)).status).toBe('pending');
      expect((await swapOf(owner, approvedOne.id)).status).toBe('approved');
    });
  });

  it('credit histories and the finance report count the accepted counter to the cent', async () => {
    const admin = await t.signedInAccount({ isAdmin: true });
    const day = new Date().toISOString().slice(0, 10);
    const report = async () =>
      (await t.http().get('/api/admin/finance').query({ granularity: 'day', from: day, to: day }).set(bearer(admin.token)).expect(200))
        .body as FinanceReport;
    const payer = await member(t);
    const payee = await member(t);
    await grantCredits(t, payer.id, 100);
    const before = await report();
    const swap = await requestSwap(t, payer, creditOffer(await listReagent(t, payee), 35));
    await counter(payee, swap.id, 45).expect(200);
    await counter(payer, swap.id, 40, 'Forty?').expect(200);
    await counter(payee, swap.id, 45, 'Forty-five, final').expect(200);
    await answer(payer, swap.id, 'accept').expect(200);
    await t.http().post(`/api/swaps/${swap.id}/complete`).set(bearer(payer.token)).expect(200);
    const after = await report();
    expect(after.totalCents - before.totalCents).toBe(4500);
    expect(after.transfers - before.transfers).toBe(1);

    const history = async (who: Member) =>
      ((await t.http().get('/api/credits/history?pageSize=100').set(bearer(who.token)).expect(200)).body.items as CreditHistoryItem[])
        .filter((line) => line.correlationId === swap.id)
        .map(({ type, amount }) => [type, amount]);
    expect(await history(payer)).toEqual(
      expect.arrayContaining([
        ['ledger.credits-reserved', 45],
        ['ledger.credits-transferred-out', -45],
      ]),
    );
    expect(await history(payee)).toEqual([['ledger.credits-transferred-in', 45]]);
    expect(await balanceOf(t, payer.id)).toMatchObject({ balanceCents: 5500, reservedCents: 0 });
    expect((await ledgerAudit(t, [payer.id, payee.id])).ok).toBe(true);
  });
});
