import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/postgresql';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';
import { AdjustBalanceCommand } from './commands/adjust-balance/adjust-balance.command.js';
import { GrantCreditsCommand } from './commands/grant-credits/grant-credits.command.js';
import { ledgerDriver, meta, outcome } from './testing/ledger-fixtures.js';

/**
 * The grant and adjust commands themselves (not only the admin route) refuse an id that names
 * neither a member account nor an open ledger stream: 404, and nothing is written.
 */
describe('grants and adjustments for an unknown account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const execute = (command: GrantCreditsCommand | AdjustBalanceCommand) =>
    outcome(RequestContext.create(t.orm.em, () => t.app.get(CommandBus).execute(command)));
  const rowsFor = async (id: string) => {
    const [row] = await t.orm.em.fork().execute<{ events: string; balances: string; outbox: string }[]>(
      `select (select count(*) from ledger_events where account_id = ?) as events,
              (select count(*) from credit_balances where account_id = ?) as balances,
              (select count(*) from outbox where payload::text like ?) as outbox`,
      [id, id, `%${id}%`],
    );
    return { events: Number(row!.events), balances: Number(row!.balances), outbox: Number(row!.outbox) };
  };

  it.each([
    ['grant', (id: string) => new GrantCreditsCommand({ accountId: id, amountCents: 5_000, ...meta() })],
    ['adjust', (id: string) => new AdjustBalanceCommand({ accountId: id, ...meta(), newBalanceCents: 5_000, reason: 'typo' })],
  ])('%s: 404 ACCOUNT_NOT_FOUND and nothing written', async (_kind, build) => {
    const nobody = randomUUID();
    const result = await execute(build(nobody));
    expect(!result.ok && result.error).toMatchObject({ code: 'ACCOUNT_NOT_FOUND', message: 'This account does not exist' });
    expect(await rowsFor(nobody)).toEqual({ events: 0, balances: 0, outbox: 0 });
  });

  it('still credits a member account', async () => {
    const member = await signedInAccount(t);
    const result = await execute(new GrantCreditsCommand({ accountId: member.id, amountCents: 5_000, ...meta() }));
    expect(result.ok).toBe(true);
  });

  it('still credits a stream that is not a member but was opened on purpose (system accounts, ledger tests)', async () => {
    const system = await ledgerDriver(t.app).openAccount();
    expect((await execute(new GrantCreditsCommand({ accountId: system, amountCents: 700, ...meta() }))).ok).toBe(true);
    expect((await execute(new AdjustBalanceCommand({ accountId: system, ...meta(), newBalanceCents: 100, reason: 'fix' }))).ok).toBe(true);
  });
});
