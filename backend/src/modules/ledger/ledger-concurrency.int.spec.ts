import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { ReserveCreditsCommand } from './commands/reserve-credits/reserve-credits.command.js';
import { TransferCreditsCommand } from './commands/transfer-credits/transfer-credits.command.js';
import { ledgerDriver, meta, newAccountId, outcome } from './testing/ledger-fixtures.js';

/**
 * The invariant under any interleaving: an account that can afford exactly 50 of 200 concurrent
 * requests lets exactly 50 through, never goes negative, and the audit finds nothing wrong.
 * (The app's pool has 10 connections, so up to 10 of these transactions really run at once.)
 */
describe('Ledger under concurrency (real PostgreSQL)', () => {
  let t: TestApp;
  let ledger: ReturnType<typeof ledgerDriver>;

  beforeAll(async () => {
    t = await createTestApp();
    ledger = ledgerDriver(t.app);
  });
  afterAll(() => t.close());

  it('200 concurrent reservations against an account that can afford 50: exactly 50 succeed', async () => {
    const account = await ledger.fundedAccount(50 * 100);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        outcome(
          ledger.commands.execute(
            new ReserveCreditsCommand({ accountId: account, amountCents: 100, reservationId: `swap-${i}`, ...meta() }),
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    const failures = results.filter((r) => !r.ok);
    expect(failures).toHaveLength(150);
    expect(failures.every((r) => !r.ok && r.error.code === 'INSUFFICIENT_CREDITS')).toBe(true);
    expect(await ledger.balance(account)).toMatchObject({ balanceCents: 5_000, reservedCents: 5_000, availableCents: 0 });
    expect(await ledger.audit([account])).toMatchObject({ ok: true, checkedEvents: 2 + 50 });
  }, 60_000);

  it('200 concurrent transfers out of an account that can afford 50: exactly 50 succeed, conservation holds', async () => {
    const payer = await ledger.fundedAccount(50 * 100);
    const payees = Array.from({ length: 10 }, newAccountId);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        outcome(
          ledger.commands.execute(
            new TransferCreditsCommand({ fromAccountId: payer, toAccountId: payees[i % 10], amountCents: 100, ...meta() }),
          ),
        ),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(50);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error.code === 'INSUFFICIENT_CREDITS')).toBe(true);
    expect(await ledger.balance(payer)).toMatchObject({ balanceCents: 0, availableCents: 0 });
    const received = await Promise.all(payees.map((p) => ledger.balance(p)));
    expect(received.reduce((sum, b) => sum + b.balanceCents, 0)).toBe(5_000);
    expect(await ledger.audit([payer, ...payees])).toMatchObject({ ok: true, problems: [] });
  }, 60_000);

  it('transfers both ways between two accounts plus reservations, all at once: no deadlock, nothing negative', async () => {
    const a = await ledger.fundedAccount(3_000);
    const b = await ledger.fundedAccount(3_000);
    const operations = Array.from({ length: 200 }, (_, i) => {
      const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
      return i % 5 === 0
        ? new ReserveCreditsCommand({ accountId: from, amountCents: 150, reservationId: `r-${i}`, ...meta() })
        : new TransferCreditsCommand({ fromAccountId: from, toAccountId: to, amountCents: 100 + (i % 7) * 25, ...meta() });
    });
    const results = await Promise.all(operations.map((command) => outcome(ledger.commands.execute(command))));
    // Every failure is a business refusal, never a deadlock or a lost update.
    expect(results.filter((r) => !r.ok && r.error.code !== 'INSUFFICIENT_CREDITS')).toEqual([]);
    const [balanceA, balanceB] = [await ledger.balance(a), await ledger.balance(b)];
    expect(balanceA.balanceCents + balanceB.balanceCents).toBe(6_000);
    expect(balanceA.availableCents).toBeGreaterThanOrEqual(0);
    expect(balanceB.availableCents).toBeGreaterThanOrEqual(0);
    expect(await ledger.audit([a, b])).toMatchObject({ ok: true, problems: [] });
  }, 60_000);

  it('200 concurrent first credits to a brand-new account open it exactly once', async () => {
    const fresh = newAccountId();
    const payers = await Promise.all(Array.from({ length: 20 }, () => ledger.fundedAccount(1_000)));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        outcome(
          ledger.commands.execute(
            new TransferCreditsCommand({ fromAccountId: payers[i % 20], toAccountId: fresh, amountCents: 100, ...meta() }),
          ),
        ),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await ledger.balance(fresh)).toMatchObject({ balanceCents: 20_000, version: 200 });
    const report = await ledger.audit([fresh, ...payers]);
    expect(report).toMatchObject({ ok: true });
  }, 60_000);
});
