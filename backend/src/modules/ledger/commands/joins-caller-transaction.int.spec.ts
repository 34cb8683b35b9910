import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { expectRollsBackWithCaller } from '../../../shared/database/testing/rolls-back-with-caller.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { ledgerDriver, meta } from '../testing/ledger-fixtures.js';
import { OpenAccountCommand } from './open-account/open-account.command.js';
import { ReleaseReservationCommand } from './release-reservation/release-reservation.command.js';
import { ReserveCreditsCommand } from './reserve-credits/reserve-credits.command.js';
import { TransferCreditsCommand } from './transfer-credits/transfer-credits.command.js';

/**
 * The ledger's JoinsCallerTransaction commands (a swap's transition runs reserve, release and
 * transfer in its transaction; an event delivery opens accounts in its own): nothing they appended
 * — events, balance rows, outbox rows — remains when the caller rolls back.
 */
describe('ledger commands joining their caller’s transaction', () => {
  let t: TestApp;
  let ledger: ReturnType<typeof ledgerDriver>;

  beforeAll(async () => {
    t = await createTestApp();
    ledger = ledgerDriver(t.app);
  }, 60_000);
  afterAll(() => t.close());

  /** Everything an append writes for these accounts. */
  const ledgerOf =
    (...accountIds: string[]) =>
    async (em: EntityManager) => ({
      events: await em.execute('select account_id, type, amount_cents from ledger_events where account_id in (?) order by id', [
        accountIds,
      ]),
      balances: await em.execute('select * from credit_balances where account_id in (?) order by account_id', [accountIds]),
      outbox: await em.execute(
        `select event_type from outbox where payload->>'accountId' in (?) or payload->>'fromAccountId' in (?) order by id`,
        [accountIds, accountIds],
      ),
    });

  it('OpenAccount', async () => {
    const accountId = randomUUID();
    await expectRollsBackWithCaller(t.app, new OpenAccountCommand({ accountId, ...meta() }), ledgerOf(accountId));
  });

  it('ReserveCredits', async () => {
    const accountId = await ledger.fundedAccount(10_000);
    const command = new ReserveCreditsCommand({ accountId, amountCents: 4_000, reservationId: randomUUID(), ...meta() });
    await expectRollsBackWithCaller(t.app, command, ledgerOf(accountId));
  });

  it('ReleaseReservation', async () => {
    const accountId = await ledger.fundedAccount(10_000);
    const reservationId = randomUUID();
    await ledger.commands.execute(new ReserveCreditsCommand({ accountId, amountCents: 4_000, reservationId, ...meta() }));
    await expectRollsBackWithCaller(t.app, new ReleaseReservationCommand({ accountId, reservationId, ...meta() }), ledgerOf(accountId));
  });

  it('TransferCredits, from a reservation (one call of ledger_append_transfer)', async () => {
    const [from, to] = [await ledger.fundedAccount(10_000), await ledger.openAccount()];
    const reservationId = randomUUID();
    await ledger.commands.execute(new ReserveCreditsCommand({ accountId: from, amountCents: 4_000, reservationId, ...meta() }));
    const command = new TransferCreditsCommand({
      fromAccountId: from,
      toAccountId: to,
      amountCents: 4_000,
      fromReservationId: reservationId,
      ...meta(),
    });
    await expectRollsBackWithCaller(t.app, command, ledgerOf(from, to));
  });
});
