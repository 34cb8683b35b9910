import { CommandBus } from '@nestjs/cqrs';
import { withoutRelay } from '../../shared/outbox/testing/relay-until.js';
import { statementsSent } from '../../testing/sent-statements.js';
import { relayNotificationsDuring } from '../../testing/relay-notifications.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { ReserveCreditsCommand } from './commands/reserve-credits/reserve-credits.command.js';
import { TransferCreditsCommand } from './commands/transfer-credits/transfer-credits.command.js';
import { ledgerDriver, meta, newAccountId, outcome } from './testing/ledger-fixtures.js';

// What one transfer costs the database, as a regression guard (docs/benchmarks.md, Ledger; issue 16:
// the application path at the hand-written SQL's pace). Every statement is a round trip. On its own
// a transfer is one autocommit statement — TRANSFER_STATEMENT when both streams exist and no reservation is
// released (ADR 0032), else a call of ledger_append_transfer (it was `begin; select … for update` and
// `with … insert …; commit`: two); inside a caller's transaction it is that call alone, in the
// caller's transaction as it is (it was four, then three with the ledger's savepoint and release; a
// conflict now fails the caller, which runs its whole transaction again: isLedgerWriteConflict). The relay is off, so only the command's own statements are counted.
// The relays' wake-up a transfer on its own owes (one `select pg_notify` per 250 ms, whatever the
// rate; tested below) is not one of its statements.
const BUDGET = { alone: 1, inCallersTransaction: 1 };
const own = (sent: { text: string }[]) => sent.filter((s) => !s.text.includes('pg_notify'));

describe('statements per transfer', () => {
  let t: TestApp;
  let ledger: ReturnType<typeof ledgerDriver>;
  const rows = <T>(query: string, params: unknown[]) => t.orm.em.fork().execute<T[]>(query, params);
  const transfer = (
    from: string,
    to: string,
    amountCents: number,
    extra: Partial<ConstructorParameters<typeof TransferCreditsCommand>[0]> = {},
  ) =>
    t.app.get(CommandBus).execute(new TransferCreditsCommand({ fromAccountId: from, toAccountId: to, amountCents, ...meta(), ...extra }));

  beforeAll(async () => {
    t = await withoutRelay(() => createTestApp());
    ledger = ledgerDriver(t.app);
  }, 60_000);
  afterAll(() => t.close());

  function expectWithin(budget: number, sent: { text: string }[]) {
    if (sent.length > budget) throw new Error(`${sent.length} statements, budget ${budget}:\n${sent.map((s) => s.text).join('\n')}`);
  }

  it('on its own: one statement, the whole transaction', async () => {
    const [from, to] = await Promise.all([ledger.fundedAccount(10_000), ledger.fundedAccount(500)]);
    await transfer(from, to, 100); // the pool's connection has prepared the call once
    const sent = own(await statementsSent(() => transfer(from, to, 2_500)));
    expectWithin(BUDGET.alone, sent);
    // The common case is the plain statement of data-modifying CTEs, not the plpgsql function (ADR 0032).
    expect(sent[0].text).toContain('insert into ledger_events');
    expect(sent[0].text).not.toContain('ledger_append_transfer');
    expect(await ledger.balance(from)).toMatchObject({ balanceCents: 7_400, availableCents: 7_400 });
    expect(await ledger.balance(to)).toMatchObject({ balanceCents: 3_100 });
    expect(await ledger.audit([from, to])).toMatchObject({ ok: true, problems: [] });
  });

  it('inside a caller’s transaction: the call alone, no savepoint, and it rolls back with the caller', async () => {
    const [from, to] = await Promise.all([ledger.fundedAccount(10_000), ledger.fundedAccount(500)]);
    const sent = await statementsSent(() =>
      expect(
        t.orm.em.fork().transactional(async () => {
          await transfer(from, to, 2_500);
          throw new Error('a later step of the caller failed');
        }),
      ).rejects.toThrow('a later step of the caller failed'),
    );
    // begin, the call, rollback: the caller's begin and rollback are not the ledger's.
    expectWithin(
      BUDGET.inCallersTransaction,
      own(sent).filter((s) => !/^(begin|rollback)\b/i.test(s.text.trim())),
    );
    expect(await ledger.balance(from)).toMatchObject({ balanceCents: 10_000 });
    expect(await ledger.audit([from, to])).toMatchObject({ ok: true, problems: [] });
  });

  it('pays from a reservation and opens a brand-new payee in the same statement, chained as the audit expects', async () => {
    const from = await ledger.fundedAccount(5_000);
    const to = newAccountId();
    await t.app
      .get(CommandBus)
      .execute(new ReserveCreditsCommand({ accountId: from, amountCents: 3_000, reservationId: 'swap-1', ...meta() }));
    const sent = await statementsSent(async () => {
      const receipt = await transfer(from, to, 3_000, {
        fromReservationId: 'swap-1',
        causationId: 'swap-1',
        actorId: from,
        reason: 'It’s “done”',
      });
      expect(
        receipt.events.map((e) => [e.accountId, e.sequence, e.type, e.amountCents, e.balanceAfterCents, e.reservedAfterCents]),
      ).toEqual([
        [from, 4, 'ledger.reservation-released', 3_000, 5_000, 0],
        [from, 5, 'ledger.credits-transferred-out', -3_000, 2_000, 0],
        [to, 1, 'ledger.account-opened', 0, 0, 0],
        [to, 2, 'ledger.credits-transferred-in', 3_000, 3_000, 0],
      ]);
      expect(receipt.balances).toEqual(
        [
          { accountId: from, balanceCents: 2_000, reservedCents: 0, availableCents: 2_000 },
          { accountId: to, balanceCents: 3_000, reservedCents: 0, availableCents: 3_000 },
        ].sort((a, b) => a.accountId.localeCompare(b.accountId)),
      );
      // The outbox row announces the debit leg, as the decider's path wrote it.
      const debit = receipt.events[1];
      const [row] = await rows<{ payload: unknown }>(
        `select payload from outbox where event_type = 'ledger.credits-transferred' and payload->>'transferId' = ?`,
        [debit.transferId],
      );
      expect(row.payload).toEqual({
        eventId: debit.id,
        actorId: from,
        causationId: 'swap-1',
        correlationId: null,
        occurredAt: debit.createdAt,
        transferId: debit.transferId,
        fromAccountId: from,
        toAccountId: to,
        amountCents: 3_000,
      });
    });
    expect(sent.filter((s) => s.text.includes('ledger_append_transfer'))).toHaveLength(1);
    expect(await ledger.balance(from)).toMatchObject({ balanceCents: 2_000, reservedCents: 0, version: 4 });
    expect(await ledger.balance(to)).toMatchObject({ balanceCents: 3_000, version: 1 });
    expect(await ledger.audit([from, to])).toMatchObject({ ok: true, problems: [] });
  });

  it('to a payee with no stream yet: the statement declines and the function opens the stream (two statements, one write)', async () => {
    const from = await ledger.fundedAccount(1_000);
    const to = newAccountId();
    const sent = own(await statementsSent(() => transfer(from, to, 400)));
    expect(sent).toHaveLength(2);
    expect(sent[1].text).toContain('ledger_append_transfer');
    expect(await ledger.balance(from)).toMatchObject({ balanceCents: 600, version: 3 });
    expect(await ledger.balance(to)).toMatchObject({ balanceCents: 400, version: 1 });
    expect(await ledger.audit([from, to])).toMatchObject({ ok: true, problems: [] });
  });

  it('a refused transfer writes nothing and reports the decider’s exact error', async () => {
    const from = await ledger.fundedAccount(1_000);
    const to = await ledger.fundedAccount(1);
    for (const [extra, message] of [
      [{}, "You don't have enough credits (10 available)"],
      [{ fromReservationId: 'no-such-swap' }, 'There is no open reservation to release'],
    ] as const) {
      const result = await outcome(transfer(from, to, 1_001, extra));
      expect(!result.ok && result.error.message).toBe(message);
    }
    expect(await rows('select 1 from ledger_events where account_id in (?) and sequence > 2', [[from, to]])).toEqual([]);
    expect(await ledger.balance(from)).toMatchObject({ balanceCents: 1_000, version: 2 });
  });

  describe('waking the outbox relays', () => {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 600)); // an earlier transfer's wake-up

    it('the outbox trigger stays quiet for an insert marked outbox.announce = later, and only for it', async () => {
      await settle();
      const insert = `insert into outbox (event_type, payload) values ('ledger.test-probe', '{}')`;
      const quiet = await relayNotificationsDuring(
        () =>
          t.orm.em.fork().transactional(async (tx) => {
            await tx.execute(`select set_config('outbox.announce', 'later', true)`);
            await tx.execute(insert);
          }),
        300,
      );
      expect(quiet).toBe(0);
      expect(await relayNotificationsDuring(() => t.orm.em.fork().getConnection().execute(insert), 300)).toBe(1);
    });

    it('transfers on their own commit without a NOTIFY; the relays are woken once for the burst, after it', async () => {
      const [from, to] = await Promise.all([ledger.fundedAccount(10_000), ledger.openAccount()]);
      await settle();
      const heard = await relayNotificationsDuring(() => Promise.all(Array.from({ length: 20 }, () => transfer(from, to, 10))), 1_000);
      // One per 250 ms: once when the burst fits a window, a few times on a slow machine, never 20.
      expect(heard).toBeGreaterThanOrEqual(1);
      expect(heard).toBeLessThanOrEqual(5);
      expect(await ledger.balance(to)).toMatchObject({ balanceCents: 200 });
      const outbox = await rows(`select 1 from outbox where event_type = 'ledger.credits-transferred' and payload->>'toAccountId' = ?`, [
        to,
      ]);
      expect(outbox).toHaveLength(20);
    });

    it('a wake-up still owed when the app shuts down is sent before its connections close', async () => {
      const other = await withoutRelay(() => createTestApp());
      const [from, to] = await Promise.all([ledgerDriver(other.app).fundedAccount(1_000), ledgerDriver(other.app).openAccount()]);
      await settle();
      const heard = await relayNotificationsDuring(async () => {
        await other.app
          .get(CommandBus)
          .execute(new TransferCreditsCommand({ fromAccountId: from, toAccountId: to, amountCents: 10, ...meta() }));
        await other.close(); // well within the 250 ms the wake-up waits for company
      }, 100);
      expect(heard).toBe(1);
    }, 60_000);

    it('inside a caller’s transaction the outbox insert notifies at the caller’s commit, as any outbox write does', async () => {
      const [from, to] = await Promise.all([ledger.fundedAccount(10_000), ledger.openAccount()]);
      await settle();
      const heard = await relayNotificationsDuring(() => t.orm.em.fork().transactional(() => transfer(from, to, 10)), 100);
      expect(heard).toBe(1);
    });
  });
});
