import { randomUUID } from 'node:crypto';
import { loadConfig } from '../../config/load-config.js';
import { IntegrationEvent } from '../../shared/outbox/integration-event.js';
import { recordInOutbox } from '../../shared/outbox/outbox.js';
import { OutboxRelay } from '../../shared/outbox/outbox-relay.service.js';
import { seed } from '../../seed/seed.js';
import { demoAccounts } from '../../seed/demo-data.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { AdjustBalanceCommand } from './commands/adjust-balance/adjust-balance.command.js';
import { GrantCreditsCommand } from './commands/grant-credits/grant-credits.command.js';
import { OpenAccountCommand } from './commands/open-account/open-account.command.js';
import { ReleaseReservationCommand } from './commands/release-reservation/release-reservation.command.js';
import { ReserveCreditsCommand } from './commands/reserve-credits/reserve-credits.command.js';
import { TransferCreditsCommand } from './commands/transfer-credits/transfer-credits.command.js';
import { eventHash } from './infrastructure/event-hash.js';
import { eventHashSql } from './infrastructure/transfer-statement.js';
import { GetCreditHistoryQuery } from './queries/get-credit-history/get-credit-history.query.js';
import { ledgerDriver, meta, newAccountId, newKey, outcome } from './testing/ledger-fixtures.js';

describe('Ledger store (real PostgreSQL)', () => {
  let t: TestApp;
  let ledger: ReturnType<typeof ledgerDriver>;
  const execute = (sql: string, params: unknown[] = []) => ledger.orm.em.getConnection().execute<any[]>(sql, params);

  beforeAll(async () => {
    t = await createTestApp();
    ledger = ledgerDriver(t.app);
  });
  afterAll(() => t.close());

  describe('a transfer', () => {
    it('is one transaction: a debit and a credit leg that sum to zero, and both projections', async () => {
      const from = await ledger.fundedAccount(10_000);
      const to = await ledger.fundedAccount(500);
      const receipt = await ledger.commands.execute(
        new TransferCreditsCommand({
          fromAccountId: from,
          toAccountId: to,
          amountCents: 2_500,
          causationId: 'swap-9',
          correlationId: 'swap-9',
          ...meta(),
        }),
      );
      expect(receipt.events.map((e) => [e.accountId, e.type, e.amountCents])).toEqual([
        [from, 'ledger.credits-transferred-out', -2_500],
        [to, 'ledger.credits-transferred-in', 2_500],
      ]);
      expect(receipt.events[0].transferId).toBe(receipt.events[1].transferId);
      const legs = await execute('select sum(amount_cents)::int as total, count(*)::int as legs from ledger_events where transfer_id = ?', [
        receipt.events[0].transferId,
      ]);
      expect(legs).toEqual([{ total: 0, legs: 2 }]);
      expect(await ledger.balance(from)).toMatchObject({ balanceCents: 7_500, availableCents: 7_500 });
      expect(await ledger.balance(to)).toMatchObject({ balanceCents: 3_000 });
    });

    it('writes nothing when the payer cannot afford it', async () => {
      const from = await ledger.fundedAccount(1_000);
      const to = newAccountId();
      const result = await outcome(
        ledger.commands.execute(new TransferCreditsCommand({ fromAccountId: from, toAccountId: to, amountCents: 1_001, ...meta() })),
      );
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error.message).toBe("You don't have enough credits (10 available)");
      expect(await execute('select count(*)::int as n from ledger_events where account_id in (?)', [[from, to]])).toEqual([{ n: 2 }]);
      expect(await ledger.balance(to)).toMatchObject({ balanceCents: 0, version: 0 });
    });

    it('can pay from a reservation (a completed swap) in the same transaction', async () => {
      const from = await ledger.fundedAccount(5_000);
      const to = newAccountId();
      await ledger.commands.execute(
        new ReserveCreditsCommand({ accountId: from, amountCents: 5_000, reservationId: 'swap-77', ...meta() }),
      );
      await ledger.commands.execute(
        new TransferCreditsCommand({ fromAccountId: from, toAccountId: to, amountCents: 5_000, fromReservationId: 'swap-77', ...meta() }),
      );
      expect(await ledger.balance(from)).toMatchObject({ balanceCents: 0, reservedCents: 0 });
      expect(await ledger.balance(to)).toMatchObject({ balanceCents: 5_000 });
      expect((await ledger.audit([from, to])).ok).toBe(true);
    });
  });

  describe('idempotency', () => {
    it('a replayed key returns the first result and moves credits once', async () => {
      const from = await ledger.fundedAccount(10_000);
      const to = newAccountId();
      const command = () =>
        new TransferCreditsCommand({
          fromAccountId: from,
          toAccountId: to,
          amountCents: 4_000,
          idempotencyKey: 'swap-complete:abc-' + from,
        });
      const first = await ledger.commands.execute(command());
      const second = await ledger.commands.execute(command());
      expect(first.replayed).toBe(false);
      expect(second.replayed).toBe(true);
      expect(second.events).toEqual(first.events);
      expect(second.balances).toEqual(first.balances);
      expect(await ledger.balance(from)).toMatchObject({ balanceCents: 6_000 });
      // Replayed after the money is gone, the key still answers with the first result, not "not enough credits".
      await ledger.commands.execute(new TransferCreditsCommand({ fromAccountId: from, toAccountId: to, amountCents: 6_000, ...meta() }));
      expect((await ledger.commands.execute(command())).events).toEqual(first.events);
    });

    it('concurrent retries of one command move credits once', async () => {
      const account = await ledger.fundedAccount(10_000);
      const idempotencyKey = newKey('retry');
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          ledger.commands.execute(
            new ReserveCreditsCommand({ accountId: account, amountCents: 3_000, reservationId: 'r1', idempotencyKey }),
          ),
        ),
      );
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      expect(new Set(results.map((r) => r.events[0].id)).size).toBe(1);
      expect(await ledger.balance(account)).toMatchObject({ reservedCents: 3_000, availableCents: 7_000 });
    });

    it('refuses a key reused for a different request', async () => {
      const account = await ledger.fundedAccount(10_000);
      const idempotencyKey = newKey();
      await ledger.commands.execute(new GrantCreditsCommand({ accountId: account, amountCents: 100, idempotencyKey }));
      const reused = await outcome(
        ledger.commands.execute(new GrantCreditsCommand({ accountId: account, amountCents: 999, idempotencyKey })),
      );
      expect(!reused.ok && reused.error).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This idempotency key was already used for a different request',
      });
    });

    it('every command needs a key', async () => {
      const missing = await outcome(
        ledger.commands.execute(new GrantCreditsCommand({ accountId: newAccountId(), amountCents: 1, idempotencyKey: '' })),
      );
      expect(!missing.ok && missing.error.message).toMatch(/idempotency key/);
    });
  });

  describe('the database refuses to rewrite history', () => {
    it('UPDATE, DELETE and TRUNCATE of ledger_events fail, even when they match no row', async () => {
      const account = await ledger.fundedAccount(1_000);
      for (const statement of [
        `update ledger_events set amount_cents = 100000 where account_id = '${account}'`,
        'update ledger_events set reason = reason where false',
        `delete from ledger_events where account_id = '${account}'`,
        'truncate ledger_events',
      ]) {
        await expect(execute(statement)).rejects.toThrow(/ledger_events is append-only/);
      }
      expect(await ledger.balance(account)).toMatchObject({ balanceCents: 1_000 });
    });

    it('two writers cannot take the same stream position', async () => {
      const account = await ledger.fundedAccount(1_000);
      const [row] = await execute(`select * from ledger_events where account_id = ? and sequence = 2`, [account]);
      await expect(
        execute(
          `insert into ledger_events (id, account_id, sequence, type, amount_cents, balance_after_cents, reserved_after_cents, idempotency_key, key_index, created_at, prev_hash, hash)
           values (?, ?, 2, 'ledger.credits-granted', 1, 1001, 0, ?, 0, now(), ?, ?)`,
          [randomUUID(), account, newKey(), row.prev_hash, row.hash],
        ),
      ).rejects.toMatchObject({ code: '23505', constraint: 'ledger_events_stream_position' });
    });

    it('no event or projection row can hold a negative available balance', async () => {
      const account = await ledger.fundedAccount(1_000);
      await expect(execute(`update credit_balances set reserved_cents = 2000 where account_id = ?`, [account])).rejects.toMatchObject({
        constraint: 'credit_balances_available_not_negative',
      });
    });
  });

  describe('hash chain', () => {
    it('Node and the SQL function ledger_event_hash compute the same bytes (unicode, separators, nulls)', async () => {
      const account = newAccountId();
      await ledger.commands.execute(new OpenAccountCommand({ accountId: account, ...meta() }));
      await ledger.commands.execute(
        new AdjustBalanceCommand({
          ...meta(),
          accountId: account,
          newBalanceCents: 1_234,
          reason: 'Ünïcødé 🧪 "quotes" | pipes 3:abc ~ and a \\ backslash',
          causationId: 'ticket-7',
          actorId: randomUUID(),
        }),
      );
      const rows = await execute(
        `select sequence, hash, ledger_event_hash(prev_hash, id, account_id, sequence, type, amount_cents, balance_after_cents,
                reserved_after_cents, reservation_id, transfer_id, counterparty_id, idempotency_key, key_index, causation_id,
                correlation_id, actor_id, reason, created_at) as sql_hash
           from ledger_events where account_id = ? order by sequence`,
        [account],
      );
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(Buffer.from(row.sql_hash).equals(row.hash)).toBe(true);
    });

    it('the one-statement transfer’s hash expression (eventHashSql) computes the same bytes as Node', async () => {
      const account = newAccountId();
      await ledger.commands.execute(new OpenAccountCommand({ accountId: account, ...meta() }));
      await ledger.commands.execute(
        new AdjustBalanceCommand({
          ...meta(),
          accountId: account,
          newBalanceCents: 1_234,
          reason: 'Ünïcødé 🧪 "quotes" | pipes 3:abc ~ and a \\ backslash',
          causationId: 'ticket-7',
          correlationId: 'swap-9',
          actorId: randomUUID(),
        }),
      );
      const rows = await execute(
        `select sequence, hash, ${eventHashSql('e')} as sql_hash from ledger_events e where account_id = ? order by sequence`,
        [account],
      );
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(Buffer.from(row.sql_hash).equals(row.hash)).toBe(true);
    });

    it('each event chains to the previous one of its stream', async () => {
      const account = await ledger.fundedAccount(1_000);
      await ledger.commands.execute(new ReserveCreditsCommand({ accountId: account, amountCents: 100, reservationId: 'r', ...meta() }));
      await ledger.commands.execute(new ReleaseReservationCommand({ accountId: account, reservationId: 'r', ...meta() }));
      const rows = await execute('select sequence, prev_hash, hash from ledger_events where account_id = ? order by sequence', [account]);
      expect(rows.map((r: { sequence: number }) => r.sequence)).toEqual([1, 2, 3, 4]);
      expect(rows[0].prev_hash.equals(Buffer.alloc(32))).toBe(true);
      for (let i = 1; i < rows.length; i++) expect(rows[i].prev_hash.equals(rows[i - 1].hash)).toBe(true);
      expect(eventHash).toBeInstanceOf(Function);
    });
  });

  describe('accounts', () => {
    it('open at 0 when identity publishes identity.user-registered (idempotently)', async () => {
      class UserRegisteredContract extends IntegrationEvent<{ userId: string; email: string; displayName: string }> {
        static override readonly eventType = 'identity.user-registered';
      }
      const userId = randomUUID();
      const registered = new UserRegisteredContract({ userId, email: 'x@test.example', displayName: 'X' });
      // Published twice (as a retried command would): two outbox rows, two deliveries, one opening.
      await recordInOutbox(t.orm.em.fork(), registered, registered);
      await t.app.get(OutboxRelay).drain();
      const history = await ledger.queries.execute(new GetCreditHistoryQuery({ accountId: userId, page: 1, pageSize: 10 }));
      expect(history.items.map((i) => [i.type, i.amountCents, i.balanceAfterCents])).toEqual([['ledger.account-opened', 0, 0]]);
      expect(await ledger.balance(userId)).toMatchObject({ balanceCents: 0, version: 1 });
    });

    it('a missing account reads as balance 0', async () => {
      expect(await ledger.balance(newAccountId())).toMatchObject({ balanceCents: 0, reservedCents: 0, availableCents: 0, version: 0 });
    });
  });

  describe('seed', () => {
    it('grants the demo members their credits through grant events, once, and the audit is clean', async () => {
      const config = loadConfig({
        NODE_ENV: 'test',
        JWT_SECRET: 'test-secret-that-is-at-least-32-characters-long',
        SEED_DEMO_DATA: 'true',
        DATA_DIR: 'var/test-data',
      });
      await seed(t.app, config);
      await seed(t.app, config); // a second start grants nothing twice
      const [alice] = await execute(`select id from users where email = 'alice@reagentswap.local'`);
      const grants = await execute(
        `select amount_cents::int as cents, idempotency_key from ledger_events where account_id = ? and type = 'ledger.credits-granted'`,
        [alice.id],
      );
      expect(grants).toEqual([{ cents: 25_000, idempotency_key: 'seed-grant:alice@reagentswap.local' }]);
      expect(await ledger.balance(alice.id)).toMatchObject({
        balanceCents: demoAccounts.find((a) => a.email.startsWith('alice'))!.grantCredits * 100,
      });
      const ids = await execute(`select id from users where email like '%@reagentswap.local'`);
      const audit = await ledger.audit(ids.map((r: { id: string }) => r.id));
      expect(audit).toMatchObject({ ok: true, checkedAccounts: demoAccounts.length });
    });
  });
});
