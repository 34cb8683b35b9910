import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { ReserveCreditsCommand } from './commands/reserve-credits/reserve-credits.command.js';
import { TransferCreditsCommand } from './commands/transfer-credits/transfer-credits.command.js';
import { GetCreditHistoryQuery } from './queries/get-credit-history/get-credit-history.query.js';
import { ledgerDriver, meta, outcome } from './testing/ledger-fixtures.js';

/**
 * Why credits moved is the command's metadata (`source`), stored on each line — never read from
 * the idempotency key (ADR 0022). Both write paths: the decider's (reserve) and the one-call
 * transfer function's.
 */
describe('the source of a ledger line', () => {
  let t: TestApp;
  let ledger: ReturnType<typeof ledgerDriver>;

  beforeAll(async () => {
    t = await createTestApp();
    ledger = ledgerDriver(t.app);
  }, 60_000);
  afterAll(() => t.close());

  const transfersInHistory = async (accountId: string) => {
    const filter = { accountId, types: ['ledger.credits-transferred-in' as const], page: 1, pageSize: 50 };
    const { items } = await ledger.queries.execute(new GetCreditHistoryQuery(filter));
    return items.map(({ type, source }) => ({ type, source }));
  };

  it('is stored and reported as the command gave it, on both write paths, and on a replay', async () => {
    const [from, to] = [await ledger.fundedAccount(10_000), await ledger.openAccount()];
    const reservationId = randomUUID();
    const reserve = new ReserveCreditsCommand({ accountId: from, amountCents: 3_000, reservationId, ...meta({ source: 'market' }) });
    expect((await ledger.commands.execute(reserve)).events.map((e) => e.source)).toEqual(['market']);
    const transfer = new TransferCreditsCommand({
      fromAccountId: from,
      toAccountId: to,
      amountCents: 3_000,
      fromReservationId: reservationId,
      ...meta({ source: 'market' }),
    });
    // Released reservation, debit and credit: one source for the command's lines, as the replay reports them too.
    expect((await ledger.commands.execute(transfer)).events.map((e) => e.source)).toEqual(['market', 'market', 'market']);
    const replay = await ledger.commands.execute(transfer);
    expect(replay).toMatchObject({ replayed: true });
    expect(replay.events.map((e) => e.source)).toEqual(['market', 'market', 'market']);
    expect(await transfersInHistory(to)).toEqual([{ type: 'ledger.credits-transferred-in', source: 'market' }]);
  });

  it('is none when the command gives none, whatever its key looks like', async () => {
    const accountId = await ledger.fundedAccount(10_000);
    const swapId = randomUUID();
    const receipt = await ledger.commands.execute(
      new ReserveCreditsCommand({
        accountId,
        amountCents: 1_000,
        reservationId: swapId,
        idempotencyKey: `swap:${swapId}:reserve`,
        correlationId: swapId,
      }),
    );
    expect(receipt.events.map((e) => e.source)).toEqual([null]);
  });

  it('refuses a source that is not a lower-case name', async () => {
    const accountId = await ledger.fundedAccount(10_000);
    const refused = await outcome(
      ledger.commands.execute(
        new ReserveCreditsCommand({ accountId, amountCents: 1_000, reservationId: randomUUID(), ...meta({ source: 'Swap Request' }) }),
      ),
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'VALIDATION_FAILED' } });
  });
});
