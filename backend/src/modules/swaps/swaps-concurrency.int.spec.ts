import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { CommandBus } from '@nestjs/cqrs';
import { SWAP_MESSAGES, type SwapCreatedResult, type SwapRequestDetailView } from '@reagentswap/contracts';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { ReserveCreditsCommand } from '../ledger/index.js';
import { ApproveSwapCommand } from './commands/approve-swap/approve-swap.command.js';
import { AnswerCounterOfferCommand } from './commands/answer-counter-offer/answer-counter-offer.command.js';
import { CompleteSwapCommand } from './commands/complete-swap/complete-swap.command.js';
import { CounterSwapOfferCommand } from './commands/counter-swap-offer/counter-swap-offer.command.js';
import { CreateSwapRequestCommand } from './commands/create-swap-request/create-swap-request.command.js';
import { RejectSwapCommand } from './commands/reject-swap/reject-swap.command.js';
import { SwapOfferExpiry } from './expiry/swap-offer-expiry.js';
import {
  balanceOf,
  bareMember,
  command,
  grantCredits,
  ledgerAudit,
  outcome,
  outboxFor,
  ownersWithListings,
  sql,
} from './testing/swaps.fixtures.js';

/**
 * Credits are money-like (issue 9): no race may create or destroy one. Real PostgreSQL, the real
 * handlers, everything at once.
 */
describe('swaps under concurrency', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('ledger commands join the swap transaction: a failure after a reservation leaves no reservation', async () => {
    const accountId = await bareMember(t);
    await grantCredits(t, accountId, 50);
    const key = `test:ambient:${accountId}`;
    const failed = await outcome(
      RequestContext.create(t.orm.em, () =>
        t.app.get(EntityManager).transactional(async () => {
          await t.app
            .get(CommandBus)
            .execute(new ReserveCreditsCommand({ accountId, amountCents: 2000, reservationId: 'ambient', idempotencyKey: key }));
          throw new Error('the swap failed after the reservation');
        }),
      ),
    );
    expect(failed.ok).toBe(false);
    expect(await balanceOf(t, accountId)).toMatchObject({ balanceCents: 5000, reservedCents: 0 });
    expect(await sql(t, `select 1 from ledger_events where idempotency_key = ?`, [key])).toHaveLength(0);
  });

  it('200 owners approve at once a requester who can afford 50: exactly 50 approvals, the rest refused, nothing negative', async () => {
    const requesterId = await bareMember(t);
    await grantCredits(t, requesterId, 500);
    const listings = await ownersWithListings(t, 200);

    const swaps: SwapRequestDetailView[] = [];
    for (let i = 0; i < listings.length; i += 20) {
      const batch = await Promise.all(
        listings
          .slice(i, i + 20)
          .map(({ reagentId }) =>
            command<SwapCreatedResult>(
              t,
              new CreateSwapRequestCommand(requesterId, { reagentId, offer: { kind: 'credits', credits: 10 }, message: 'May I?' }),
            ),
          ),
      );
      swaps.push(...batch.map((r) => r.swap));
    }
    expect(swaps).toHaveLength(200);

    const results = await Promise.all(
      swaps.map((swap) => outcome(command(t, new ApproveSwapCommand(swap.owner.id, swap.id, 'Yes, come and get it')))),
    );
    const approved = results.filter((r) => r.ok);
    const refused = results.flatMap((r) => (r.ok ? [] : [r.error]));
    expect(approved).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const error of refused) expect([error.code, error.message]).toEqual(['INSUFFICIENT_CREDITS', SWAP_MESSAGES.noLongerAffordable(0)]);

    expect(await balanceOf(t, requesterId)).toMatchObject({ balanceCents: 50_000, reservedCents: 50_000, availableCents: 0 });
    const ids = swaps.map((s) => s.id);
    const statuses = await sql<{ status: string; n: number }>(
      t,
      `select status, count(*)::int as n from swap_requests where id in (?) group by status order by status`,
      [ids],
    );
    expect(statuses).toEqual([
      { status: 'approved', n: 50 },
      { status: 'pending', n: 150 },
    ]);
    // A refused approval wrote nothing: no message, no audit line, no event.
    expect(await sql(t, `select 1 from messages where recipient_id = ?`, [requesterId])).toHaveLength(50);
    expect(await sql(t, `select 1 from swap_transitions where swap_request_id in (?) and action = 'approved'`, [ids])).toHaveLength(50);
    expect(
      await sql(t, `select 1 from outbox where event_type = 'swaps.swap-approved' and payload->>'requesterId' = ?`, [requesterId]),
    ).toHaveLength(50);
    expect((await ledgerAudit(t, [requesterId])).ok).toBe(true);
  }, 240_000);

  it('completing one swap 20 times in parallel moves the credits once', async () => {
    const requesterId = await bareMember(t);
    await grantCredits(t, requesterId, 100);
    const [{ ownerId, reagentId }] = await ownersWithListings(t, 1);
    const { swap } = await command<SwapCreatedResult>(
      t,
      new CreateSwapRequestCommand(requesterId, { reagentId, offer: { kind: 'credits', credits: 45 }, message: 'Please' }),
    );
    await command(t, new ApproveSwapCommand(ownerId, swap.id, 'Sure'));

    const results = await Promise.all(Array.from({ length: 20 }, () => outcome(command(t, new CompleteSwapCommand(requesterId, swap.id)))));
    expect(results.filter((r) => !r.ok)).toEqual([]);

    expect(await balanceOf(t, requesterId)).toMatchObject({ balanceCents: 5500, reservedCents: 0 });
    expect(await balanceOf(t, ownerId)).toMatchObject({ balanceCents: 4500, reservedCents: 0 });
    // One debit leg and one credit leg of one transfer, whichever click won.
    const movements = await sql<{ type: string; amount_cents: number }>(
      t,
      `select type, amount_cents::int from ledger_events where correlation_id = ? and type like 'ledger.credits-transferred-%' order by type`,
      [swap.id],
    );
    expect(movements).toEqual([
      { type: 'ledger.credits-transferred-in', amount_cents: 4500 },
      { type: 'ledger.credits-transferred-out', amount_cents: -4500 },
    ]);
    expect(await sql(t, `select 1 from swap_transitions where swap_request_id = ? and action = 'completed'`, [swap.id])).toHaveLength(1);
    expect(await outboxFor(t, 'swaps.swap-completed', swap.id)).toHaveLength(1);
    expect((await ledgerAudit(t, [requesterId, ownerId])).ok).toBe(true);
  }, 60_000);

  it('a counter-offer accepted 20 times in parallel, while the owner rejects and the expiry runs: one outcome, at most one reservation', async () => {
    const requesterId = await bareMember(t);
    await grantCredits(t, requesterId, 100);
    const [{ ownerId, reagentId }] = await ownersWithListings(t, 1);
    const { swap } = await command<SwapCreatedResult>(
      t,
      new CreateSwapRequestCommand(requesterId, { reagentId, offer: { kind: 'credits', credits: 40 }, message: 'Please' }),
    );
    await command(t, new CounterSwapOfferCommand(ownerId, swap.id, 65, 'Sixty-five?'));
    await sql(t, `update swap_requests set offered_at = now() - interval '8 days' where id = ?`, [swap.id]);

    const results = await Promise.all([
      ...Array.from({ length: 20 }, () => outcome(command(t, new AnswerCounterOfferCommand(requesterId, swap.id, 'accept')))),
      outcome(command(t, new RejectSwapCommand(ownerId, swap.id, 'Changed my mind'))),
      outcome(t.app.get(SwapOfferExpiry).run()),
    ]);
    const [{ status }] = await sql<{ status: string }>(t, `select status from swap_requests where id = ?`, [swap.id]);
    const accepted = results.slice(0, 20).filter((r) => r.ok);
    const decisions = await sql(
      t,
      `select action from swap_transitions where swap_request_id = ? and action <> 'countered' and action <> 'requested'`,
      [swap.id],
    );
    // Whichever came first decided; every other one found the swap no longer pending (or nothing due).
    expect(decisions).toHaveLength(1);
    expect(accepted).toHaveLength(status === 'approved' ? 1 : 0);
    expect(await balanceOf(t, requesterId)).toMatchObject({ balanceCents: 10_000, reservedCents: status === 'approved' ? 6500 : 0 });
    const reservations = await sql(t, `select 1 from ledger_events where correlation_id = ? and type = 'ledger.credits-reserved'`, [
      swap.id,
    ]);
    expect(reservations).toHaveLength(status === 'approved' ? 1 : 0);
    expect((await ledgerAudit(t, [requesterId, ownerId])).ok).toBe(true);
  }, 60_000);

  it('a counter-offer accepted twice at once: one reservation', async () => {
    const requesterId = await bareMember(t);
    await grantCredits(t, requesterId, 100);
    const [{ ownerId, reagentId }] = await ownersWithListings(t, 1);
    const { swap } = await command<SwapCreatedResult>(
      t,
      new CreateSwapRequestCommand(requesterId, { reagentId, offer: { kind: 'credits', credits: 40 }, message: 'Please' }),
    );
    await command(t, new CounterSwapOfferCommand(ownerId, swap.id, 50, 'Fifty?'));
    const results = await Promise.all(
      Array.from({ length: 2 }, () => outcome(command(t, new AnswerCounterOfferCommand(requesterId, swap.id, 'accept')))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.flatMap((r) => (r.ok ? [] : [r.error.message]))).toEqual([SWAP_MESSAGES.notPending('approved')]);
    expect(await balanceOf(t, requesterId)).toMatchObject({ balanceCents: 10_000, reservedCents: 5000 });
    expect(
      await sql(t, `select 1 from ledger_events where correlation_id = ? and type = 'ledger.credits-reserved'`, [swap.id]),
    ).toHaveLength(1);
    expect(await outboxFor(t, 'swaps.swap-counter-accepted', swap.id)).toHaveLength(1);
  }, 60_000);
});
