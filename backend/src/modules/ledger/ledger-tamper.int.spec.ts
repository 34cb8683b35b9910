import { RebuildCreditBalancesCommand } from './commands/rebuild-balances/rebuild-balances.command.js';
import { ReserveCreditsCommand } from './commands/reserve-credits/reserve-credits.command.js';
import { TransferCreditsCommand } from './commands/transfer-credits/transfer-credits.command.js';
import { isolatedLedger } from './testing/isolated-database.js';
import { LedgerAuditFailedError } from './infrastructure/ledger-audit-failed.error.js';
import { ledgerDriver, meta, outcome } from './testing/ledger-fixtures.js';

/**
 * What the audit sees when someone with superuser rights rewrites history anyway (the trigger
 * disabled, as only such a person could). Runs in a database of its own: no other test may see
 * a tampered ledger.
 */
describe('Audit of a tampered ledger (isolated database)', () => {
  let db: Awaited<ReturnType<typeof isolatedLedger>>;
  let ledger: ReturnType<typeof ledgerDriver>;
  const execute = (sql: string, params: unknown[] = []) => ledger.orm.em.getConnection().execute(sql, params);
  /** Bypasses the append-only trigger, as a DBA (or an attacker with a superuser login) could. */
  const tamper = async (sql: string, params: unknown[] = []) => {
    await execute('alter table ledger_events disable trigger ledger_events_append_only');
    try {
      await execute(sql, params);
    } finally {
      await execute('alter table ledger_events enable trigger ledger_events_append_only');
    }
  };

  beforeAll(async () => {
    db = await isolatedLedger('tamper');
    ledger = ledgerDriver(db.app);
  }, 60_000);
  afterAll(() => db?.close());

  it('a clean ledger audits clean', async () => {
    const a = await ledger.fundedAccount(10_000);
    const b = await ledger.fundedAccount(1_000);
    await ledger.commands.execute(new TransferCreditsCommand({ fromAccountId: a, toAccountId: b, amountCents: 2_000, ...meta() }));
    await ledger.commands.execute(new ReserveCreditsCommand({ accountId: a, amountCents: 500, reservationId: 'swap-1', ...meta() }));
    expect(await ledger.audit()).toMatchObject({ ok: true, checkedEvents: 7, checkedAccounts: 2, checkedTransfers: 1, problems: [] });
  });

  it('the trigger refuses the rewrite while it is enabled', async () => {
    await expect(execute('update ledger_events set amount_cents = 1 where sequence = 2')).rejects.toThrow(/append-only/);
  });

  it('reports a changed amount, with the account and sequence where it happened', async () => {
    const victim = await ledger.fundedAccount(5_000);
    await ledger.commands.execute(new ReserveCreditsCommand({ accountId: victim, amountCents: 100, reservationId: 'r', ...meta() }));
    await tamper(`update ledger_events set amount_cents = 500000 where account_id = ? and sequence = 2`, [victim]);
    const report = await ledger.audit([victim]);
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountId: victim, sequence: 2, kind: 'hash-mismatch' }),
        expect.objectContaining({ accountId: victim, sequence: 2, kind: 'replay-mismatch' }),
      ]),
    );
    // Reported once where it happened, not on every later line.
    expect(report.problems.every((p) => p.sequence === 2)).toBe(true);
    const full = await ledger.audit();
    expect(full.ok).toBe(false);
    expect(full.problems.every((p) => p.accountId === victim)).toBe(true);
  });

  it('reports one leg of a transfer changed: the transfer no longer sums to zero', async () => {
    const payer = await ledger.fundedAccount(5_000);
    const payee = await ledger.fundedAccount(100);
    const receipt = await ledger.commands.execute(
      new TransferCreditsCommand({ fromAccountId: payer, toAccountId: payee, amountCents: 1_000, ...meta() }),
    );
    const credit = receipt.events.find((e) => e.type === 'ledger.credits-transferred-in')!;
    await tamper(`update ledger_events set amount_cents = 9000, balance_after_cents = 9100 where id = ?`, [credit.id]);
    const report = await ledger.audit([payer, payee]);
    expect(report.problems.map((p) => p.kind)).toEqual(
      expect.arrayContaining(['hash-mismatch', 'projection-mismatch', 'transfer-unbalanced']),
    );
    const unbalanced = report.problems.find((p) => p.kind === 'transfer-unbalanced')!;
    expect(unbalanced).toMatchObject({ accountId: payer, sequence: 3 });
    expect(unbalanced.message).toMatch(/summing to 80 credits/);
  });

  it('reports a deleted event as a gap and a broken chain', async () => {
    const account = await ledger.fundedAccount(5_000);
    await ledger.commands.execute(new ReserveCreditsCommand({ accountId: account, amountCents: 100, reservationId: 'r1', ...meta() }));
    await ledger.commands.execute(new ReserveCreditsCommand({ accountId: account, amountCents: 100, reservationId: 'r2', ...meta() }));
    await tamper('delete from ledger_events where account_id = ? and sequence = 3', [account]);
    const report = await ledger.audit([account]);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ accountId: account, sequence: 4, kind: 'sequence-gap' }),
        expect.objectContaining({ accountId: account, sequence: 4, kind: 'chain-broken' }),
      ]),
    );
  });
});

/**
 * The rebuild turns events into balances, so it must never run over altered events: it audits
 * first and refuses (409, with the findings) when the events themselves are wrong. A database of
 * its own: the projection-repair cases need events that are sound.
 */
describe('Rebuild of the balances (isolated database)', () => {
  let db: Awaited<ReturnType<typeof isolatedLedger>>;
  let ledger: ReturnType<typeof ledgerDriver>;
  const execute = (sql: string, params: unknown[] = []) => ledger.orm.em.getConnection().execute(sql, params);

  beforeAll(async () => {
    db = await isolatedLedger('rebuild');
    ledger = ledgerDriver(db.app);
  }, 60_000);
  afterAll(() => db?.close());

  it('reports a projection that disagrees with the events, and the rebuild repairs it', async () => {
    const account = await ledger.fundedAccount(2_000);
    await execute('update credit_balances set balance_cents = 999999 where account_id = ?', [account]);
    const before = await ledger.audit([account]);
    expect(before.problems).toEqual([
      expect.objectContaining({ accountId: account, kind: 'projection-mismatch', message: expect.stringMatching(/balance 9999.99 ≠ 20/) }),
    ]);
    const summary = await ledger.commands.execute(new RebuildCreditBalancesCommand());
    expect(summary.corrected).toBeGreaterThanOrEqual(1);
    expect((await ledger.audit([account])).ok).toBe(true);
    expect(await ledger.balance(account)).toMatchObject({ balanceCents: 2_000 });
  });

  it('reports a projection row for an account that has no events', async () => {
    await execute(
      `insert into credit_balances (account_id, balance_cents, reserved_cents, version, last_sequence, last_hash) values (gen_random_uuid(), 100, 0, 1, 1, ?)`,
      [Buffer.alloc(32)],
    );
    const report = await ledger.audit();
    expect(report.problems.map((p) => p.kind)).toContain('projection-orphan');
    await ledger.commands.execute(new RebuildCreditBalancesCommand());
    expect((await ledger.audit()).problems.map((p) => p.kind)).not.toContain('projection-orphan');
  });

  it('after a forged amount, refuses to rebuild: reports the broken chain and leaves the balances alone', async () => {
    const honest = await ledger.fundedAccount(1_000);
    const victim = await ledger.fundedAccount(1_000);
    await execute('update credit_balances set balance_cents = 1 where account_id = ?', [honest]);
    // A DBA (or an attacker with a superuser login) turns the 10-credit grant into 60 credits.
    await execute('alter table ledger_events disable trigger ledger_events_append_only');
    try {
      await execute(`update ledger_events set amount_cents = 6000, balance_after_cents = 6000 where account_id = ? and sequence = 2`, [
        victim,
      ]);
    } finally {
      await execute('alter table ledger_events enable trigger ledger_events_append_only');
    }

    const refusal = await outcome(ledger.commands.execute(new RebuildCreditBalancesCommand()));
    if (refusal.ok) throw new Error('The rebuild ran over a forged event');
    const error = refusal.error as LedgerAuditFailedError;
    expect(error).toBeInstanceOf(LedgerAuditFailedError);
    expect(error).toMatchObject({ status: 409, code: 'LEDGER_AUDIT_FAILED' });
    expect(error.message).toMatch(/^Balances were not rebuilt: the ledger audit found \d+ problems? in the events themselves/);
    expect(error.message).toContain(`account ${victim}, event 2`);
    expect(error.errors).toEqual(
      expect.arrayContaining([{ field: `account ${victim}, event 2`, message: expect.stringMatching(/^hash-mismatch: /) }]),
    );
    // Nothing rebuilt: the forged 60 credits are not spendable, and the drifted row was not touched either.
    expect(await ledger.balance(victim)).toMatchObject({ balanceCents: 1_000 });
    expect(await ledger.balance(honest)).toMatchObject({ balanceCents: 1 });
  });
});
