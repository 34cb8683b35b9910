import { CommandBus } from '@nestjs/cqrs';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';
import { ReserveCreditsCommand } from './commands/reserve-credits/reserve-credits.command.js';
import { TransferCreditsCommand } from './commands/transfer-credits/transfer-credits.command.js';
import { GrantCreditsCommand } from './commands/grant-credits/grant-credits.command.js';
import { ledgerDriver, meta } from './testing/ledger-fixtures.js';

describe('Credits HTTP API', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signedInAccount>>;
  let other: Awaited<ReturnType<typeof signedInAccount>>;
  let admin: Awaited<ReturnType<typeof signedInAccount>>;
  const auth = (who: { token: string }) => ({ Authorization: `Bearer ${who.token}` });

  beforeAll(async () => {
    t = await createTestApp();
    [member, other, admin] = await Promise.all([signedInAccount(t), signedInAccount(t), signedInAccount(t, { isAdmin: true })]);
  });
  afterAll(() => t.close());

  describe('GET /api/credits/balance', () => {
    it('is 0 for an account that has no ledger events yet', async () => {
      const res = await t.http().get('/api/credits/balance').set(auth(other)).expect(200);
      expect(res.body).toEqual({ balance: 0, reserved: 0, available: 0 });
    });

    it('reads balance, reserved and available in credits', async () => {
      const commands = t.app.get(CommandBus);
      await commands.execute(new GrantCreditsCommand({ accountId: member.id, amountCents: 25_050, ...meta() }));
      await commands.execute(new ReserveCreditsCommand({ accountId: member.id, amountCents: 5_000, reservationId: 'swap-a', ...meta() }));
      const res = await t.http().get('/api/credits/balance').set(auth(member)).expect(200);
      expect(res.body).toEqual({ balance: 250.5, reserved: 50, available: 200.5 });
    });

    it('needs a signed-in user', async () => {
      await t.http().get('/api/credits/balance').expect(401);
    });
  });

  describe('admin adjustment (the admin panel pencil edit)', () => {
    it('sets a new balance with a reason and records the signed difference', async () => {
      const target = await signedInAccount(t);
      await t.app.get(CommandBus).execute(new GrantCreditsCommand({ accountId: target.id, amountCents: 10_000, ...meta() }));
      const res = await t
        .http()
        .post(`/api/admin/credits/${target.id}/adjust`)
        .set(auth(admin))
        .send({ newBalance: 75.25, reason: 'Refund for a damaged shipment' })
        .expect(200);
      expect(res.body).toEqual({ balance: 75.25, reserved: 0, available: 75.25 });
      const history = await t.http().get('/api/credits/history').set(auth(target)).expect(200);
      expect(history.body.items[0]).toMatchObject({
        type: 'ledger.credits-adjusted',
        amount: -24.75,
        runningBalance: 75.25,
        reason: 'Refund for a damaged shipment',
        actorId: admin.id,
      });
    });

    it('requires a reason', async () => {
      for (const body of [{ newBalance: 10 }, { newBalance: 10, reason: '   ' }]) {
        const res = await t.http().post(`/api/admin/credits/${member.id}/adjust`).set(auth(admin)).send(body).expect(400);
        expect(res.body).toMatchObject({ status: 400, detail: 'Please give a reason for the adjustment' });
      }
    });

    it('refuses negative balances, more than two decimals, and a balance below the reserved credits', async () => {
      const negative = await t
        .http()
        .post(`/api/admin/credits/${member.id}/adjust`)
        .set(auth(admin))
        .send({ newBalance: -1, reason: 'x' })
        .expect(400);
      expect(negative.body.detail).toBe('The balance cannot be negative');
      await t.http().post(`/api/admin/credits/${member.id}/adjust`).set(auth(admin)).send({ newBalance: 1.005, reason: 'x' }).expect(400);
      // member has 50 credits reserved (see above)
      const below = await t
        .http()
        .post(`/api/admin/credits/${member.id}/adjust`)
        .set(auth(admin))
        .send({ newBalance: 49, reason: 'x' })
        .expect(409);
      expect(below.body.detail).toBe('The balance cannot be set below the 50 credits reserved for open swaps');
    });

    it('honours the Idempotency-Key header: a retry adjusts once', async () => {
      const target = await signedInAccount(t);
      const send = () =>
        t
          .http()
          .post(`/api/admin/credits/${target.id}/adjust`)
          .set(auth(admin))
          .set('Idempotency-Key', 'pencil-edit-42')
          .send({ newBalance: 30, reason: 'Welcome bonus' })
          .expect(200);
      const first = await send();
      await t.app.get(CommandBus).execute(new GrantCreditsCommand({ accountId: target.id, amountCents: 1_000, ...meta() }));
      const retry = await send();
      expect(retry.body).toEqual(first.body); // the first result, not a second adjustment to 30
      const history = await t.http().get(`/api/admin/credits/${target.id}/history?type=credits-adjusted`).set(auth(admin)).expect(200);
      expect(history.body.total).toBe(1);
      const balance = await t.http().get(`/api/admin/credits/${target.id}/balance`).set(auth(admin)).expect(200);
      expect(balance.body.balance).toBe(40);
    });

    it('is forbidden to non-admins, like every admin credits route', async () => {
      const routes: ['get' | 'post', string][] = [
        ['post', `/api/admin/credits/${member.id}/adjust`],
        ['get', `/api/admin/credits/${member.id}/balance`],
        ['get', `/api/admin/credits/${member.id}/history`],
        ['get', `/api/admin/credits/${member.id}/history.csv`],
        ['get', '/api/admin/credits/audit'],
        ['post', '/api/admin/credits/rebuild'],
      ];
      for (const [method, path] of routes) {
        await t.http()[method](path).set(auth(member)).send({ newBalance: 1000, reason: 'mine' }).expect(403);
      }
      const balance = await t.http().get('/api/credits/balance').set(auth(member)).expect(200);
      expect(balance.body.balance).toBe(250.5);
    });
  });

  describe('history', () => {
    let owner: Awaited<ReturnType<typeof signedInAccount>>;
    beforeAll(async () => {
      owner = await signedInAccount(t);
      const commands = t.app.get(CommandBus);
      await commands.execute(new GrantCreditsCommand({ accountId: owner.id, amountCents: 10_000, reason: 'Starting credits', ...meta() }));
      for (let i = 0; i < 5; i++) {
        await commands.execute(
          new TransferCreditsCommand({
            fromAccountId: owner.id,
            toAccountId: other.id,
            amountCents: 1_000 + i,
            causationId: `swap-${i}`,
            correlationId: `swap-${i}`,
            ...meta(),
          }),
        );
      }
    });

    it("lists the caller's own events newest first with a running balance, paginated", async () => {
      const res = await t.http().get('/api/credits/history?page=1&pageSize=3').set(auth(owner)).expect(200);
      expect(res.body).toMatchObject({ page: 1, pageSize: 3, total: 6 });
      expect(res.body.items.map((i: { sequence: number }) => i.sequence)).toEqual([7, 6, 5]);
      expect(res.body.items[0]).toEqual({
        id: expect.any(String),
        sequence: 7,
        type: 'ledger.credits-transferred-out',
        amount: -10.04,
        runningBalance: 49.9,
        reason: null,
        causationId: 'swap-4',
        correlationId: 'swap-4',
        source: null, // its key is random, not 'swap:swap-4:…'
        actorId: null,
        counterpartyId: other.id,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      });
      const last = await t.http().get('/api/credits/history?page=2&pageSize=3').set(auth(owner)).expect(200);
      expect(last.body.items.map((i: { sequence: number }) => i.sequence)).toEqual([4, 3, 2]);
    });

    it('leaves out the opening line (always 0) unless it is asked for by type', async () => {
      const all = await t.http().get('/api/credits/history?pageSize=100').set(auth(owner)).expect(200);
      expect(all.body.items.map((i: { type: string }) => i.type)).not.toContain('ledger.account-opened');
      const csv = await t.http().get('/api/credits/history.csv').set(auth(owner)).expect(200);
      expect(csv.text).not.toMatch(/opened/i);
      const opening = await t.http().get('/api/credits/history?type=account-opened').set(auth(owner)).expect(200);
      expect(opening.body.items).toEqual([expect.objectContaining({ sequence: 1, type: 'ledger.account-opened', amount: 0 })]);
    });

    it('filters by type and by date range', async () => {
      const granted = await t.http().get('/api/credits/history?type=ledger.credits-granted').set(auth(owner)).expect(200);
      expect(granted.body.items).toHaveLength(1);
      expect(granted.body.items[0]).toMatchObject({ amount: 100, runningBalance: 100, reason: 'Starting credits' });
      const transfers = await t.http().get('/api/credits/history?type=credits-transferred').set(auth(owner)).expect(200);
      expect(transfers.body.total).toBe(5);
      const today = new Date().toISOString().slice(0, 10);
      const inRange = await t.http().get(`/api/credits/history?from=${today}&to=${today}`).set(auth(owner)).expect(200);
      expect(inRange.body.total).toBe(6);
      const past = await t.http().get('/api/credits/history?from=2001-01-01&to=2001-12-31').set(auth(owner)).expect(200);
      expect(past.body.total).toBe(0);
    });

    it('the payee sees the credit legs', async () => {
      const res = await t.http().get('/api/credits/history?type=ledger.credits-transferred-in').set(auth(other)).expect(200);
      expect(res.body.total).toBeGreaterThanOrEqual(5);
      expect(res.body.items[0]).toMatchObject({ amount: 10.04, counterpartyId: owner.id });
    });

    it('rejects bad paging and filters clearly', async () => {
      expect((await t.http().get('/api/credits/history?pageSize=101').set(auth(owner)).expect(400)).body.detail).toBe(
        'pageSize must be between 1 and 100',
      );
      expect((await t.http().get('/api/credits/history?page=0').set(auth(owner)).expect(400)).body.detail).toBe('page must be at least 1');
      expect((await t.http().get('/api/credits/history?type=stolen').set(auth(owner)).expect(400)).body.detail).toBe(
        'Unknown credit history type "stolen"',
      );
      await t.http().get('/api/credits/history?from=yesterday').set(auth(owner)).expect(400);
      await t.http().get('/api/credits/history?from=2030-01-02&to=2030-01-01').set(auth(owner)).expect(400);
    });

    it("admins read any account's history in the same shape; members never another's", async () => {
      const res = await t.http().get(`/api/admin/credits/${owner.id}/history?pageSize=2`).set(auth(admin)).expect(200);
      expect(res.body).toMatchObject({ page: 1, pageSize: 2, total: 6 });
      // The member routes take no account id: extra parameters are ignored, the caller's own history is returned.
      const own = await t.http().get(`/api/credits/history?userId=${owner.id}&accountId=${owner.id}`).set(auth(member)).expect(200);
      expect(own.body.items.every((i: { counterpartyId: string | null }) => i.counterpartyId !== owner.id)).toBe(true);
      await t.http().get(`/api/credits/${owner.id}/history`).set(auth(member)).expect(404);
      await t.http().get('/api/admin/credits/not-a-uuid/history').set(auth(admin)).expect(400);
    });

    it('exports CSV with formula injection neutralised', async () => {
      const target = await signedInAccount(t);
      await t.app.get(CommandBus).execute(
        new GrantCreditsCommand({
          accountId: target.id,
          amountCents: 500,
          reason: '=HYPERLINK("http://evil.example","click")',
          ...meta(),
        }),
      );
      await t.app
        .get(CommandBus)
        .execute(new GrantCreditsCommand({ accountId: target.id, amountCents: 250, reason: '@SUM(A1:A2)', ...meta() }));
      const res = await t.http().get('/api/credits/history.csv').set(auth(target)).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="credit-history-.*\.csv"/);
      const lines = res.text.trim().split('\n');
      expect(lines[0]).toBe(
        'Date,Type,Amount (credits),Running balance (credits),Reason,Counterparty,Causation,Correlation,Actor,Sequence,Event id',
      );
      expect(lines).toHaveLength(3); // the header and the two grants; no opening line
      expect(lines[1]).toContain(`,ledger.credits-granted,2.50,7.50,'@SUM(A1:A2),`);
      expect(lines[2]).toContain(`,ledger.credits-granted,5.00,5.00,"'=HYPERLINK(""http://evil.example"",""click"")",`);
      const admins = await t.http().get(`/api/admin/credits/${target.id}/history.csv?type=credits-granted`).set(auth(admin)).expect(200);
      expect(admins.text.trim().split('\n')).toHaveLength(3);
    });
  });

  describe('audit and rebuild endpoints', () => {
    it('audits the whole ledger and reports a clean result', async () => {
      const res = await t.http().get('/api/admin/credits/audit').set(auth(admin)).expect(200);
      expect(res.body).toMatchObject({ ok: true, problems: [] });
      expect(res.body.checkedEvents).toBeGreaterThan(0);
      expect(res.body.checkedAccounts).toBeGreaterThan(0);
      expect(typeof res.body.durationMs).toBe('number');
    });

    it('rebuilds the projection from the events (nothing to correct on a healthy ledger)', async () => {
      const res = await t.http().post('/api/admin/credits/rebuild').set(auth(admin)).expect(200);
      expect(res.body).toMatchObject({ corrected: 0, inserted: 0, removed: 0 });
      expect(res.body.accounts).toBeGreaterThan(0);
      const { audit } = ledgerDriver(t.app);
      expect((await audit([member.id, other.id])).ok).toBe(true);
    });
  });
});
