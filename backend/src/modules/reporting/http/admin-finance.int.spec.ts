import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/postgresql';
import { FINANCE_MESSAGES, type FinanceReport, type FinanceUniversityTotal } from '@reagentswap/contracts';
import { GrantCreditsCommand, TransferCreditsCommand } from '../../ledger/index.js';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';

const DAY_MS = 86_400_000;
const dayText = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

describe('GET /api/admin/finance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const finance = (token: string, query: Record<string, string>) =>
    t.http().get('/api/admin/finance').query(query).set('Authorization', `Bearer ${token}`);
  const report = async (token: string, query: Record<string, string>) => (await finance(token, query).expect(200)).body as FinanceReport;
  const universityIn = (r: FinanceReport, name: string): FinanceUniversityTotal | undefined =>
    r.universities.find((u) => u.universityName === name);

  /** Three members at three new universities; credits granted, then moved by the ledger's own commands. */
  async function moveCredits(universityNames: [string, string, string], transfers: Array<[number, number, number]>) {
    const admin = await signedInAccount(t, { isAdmin: true });
    const members = [
      await signedInAccount(t, { university: universityNames[0] }),
      await signedInAccount(t, { university: universityNames[1] }),
      await signedInAccount(t, { university: universityNames[2] }),
    ];
    const commands = t.app.get(CommandBus);
    await RequestContext.create(t.orm.em, async () => {
      for (const member of [members[0], members[2]]) {
        await commands.execute(
          new GrantCreditsCommand({
            accountId: member.id,
            amountCents: 10_000,
            reason: 'test',
            idempotencyKey: randomUUID(),
            actorId: admin.id,
          }),
        );
      }
      for (const [from, to, amountCents] of transfers) {
        await commands.execute(
          new TransferCreditsCommand({
            fromAccountId: members[from].id,
            toAccountId: members[to].id,
            amountCents,
            idempotencyKey: randomUUID(),
            actorId: members[from].id,
          }),
        );
      }
    });
    return { admin, members };
  }

  it('sums the transfers per period and per university, and reconciles with the ledger to the cent', async () => {
    const tag = randomUUID().slice(0, 8);
    const names: [string, string, string] = [`Payer University ${tag}`, `Payee University ${tag}`, `Both Ways University ${tag}`];
    const range = { granularity: 'day', from: dayText(-1), to: dayText(1) };
    const observer = await signedInAccount(t, { isAdmin: true });
    const before = await report(observer.token, range);

    // 12.34 + 0.01 + 33.33 + 7.77 credits = 5,345 cents; none of them representable exactly as a binary float sum
    const { admin } = await moveCredits(names, [
      [0, 1, 1_234],
      [0, 1, 1],
      [0, 2, 3_333],
      [2, 1, 777],
    ]);
    const after = await report(admin.token, range);

    expect(after.totalCents - before.totalCents).toBe(5_345);
    expect(after.transfers - before.transfers).toBe(4);
    expect(after.periods.map((p) => p.periodStart)).toEqual([dayText(-1), dayText(0), dayText(1)]);
    const today = (r: FinanceReport) => r.periods.find((p) => p.periodStart === dayText(0))!.exchangedCents;
    expect(today(after) - today(before)).toBe(5_345);

    expect(universityIn(after, names[0])).toMatchObject({ receivedCents: 0, paidCents: 4_568 });
    expect(universityIn(after, names[1])).toMatchObject({ receivedCents: 2_012, paidCents: 0 });
    expect(universityIn(after, names[2])).toMatchObject({ receivedCents: 3_333, paidCents: 777 });
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(after.universities.map((u) => u.receivedCents))).toBe(after.totalCents);
    expect(sum(after.universities.map((u) => u.paidCents))).toBe(after.totalCents);

    expect(after.reconciliation).toEqual({ reportTotalCents: after.totalCents, ledgerTotalCents: after.totalCents, matches: true });
    expect(Number.isInteger(after.totalCents)).toBe(true);
  });

  it('buckets by UTC week (from Monday) and month, and leaves out transfers outside the range', async () => {
    const tag = randomUUID().slice(0, 8);
    const names: [string, string, string] = [`Week A ${tag}`, `Week B ${tag}`, `Week C ${tag}`];
    const { admin } = await moveCredits(names, [[0, 1, 250]]);

    const weekly = await report(admin.token, { granularity: 'week', from: dayText(-20), to: dayText(0) });
    expect(weekly.periods.every((p) => new Date(`${p.periodStart}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    expect(weekly.periods.at(-1)!.exchangedCents).toBeGreaterThanOrEqual(250);
    expect(universityIn(weekly, names[1])?.receivedCents).toBe(250);

    const monthly = await report(admin.token, { granularity: 'month', from: dayText(0), to: dayText(0) });
    expect(monthly.periods).toHaveLength(1);
    expect(monthly.periods[0].periodStart).toBe(`${dayText(0).slice(0, 7)}-01`);
    expect(monthly.reconciliation.matches).toBe(true);

    const yesterday = await report(admin.token, { granularity: 'day', from: dayText(-1), to: dayText(-1) });
    expect(universityIn(yesterday, names[1])).toBeUndefined();
  });

  it('defaults to the last 30 days by day, and names the fields of a bad range', async () => {
    const admin = await signedInAccount(t, { isAdmin: true });
    const byDefault = await report(admin.token, {});
    expect(byDefault).toMatchObject({ granularity: 'day', to: dayText(0) });
    expect(byDefault.periods).toHaveLength(30);

    const bad = await finance(admin.token, { granularity: 'year', from: '2026-02-30' }).expect(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'granularity', message: FINANCE_MESSAGES.granularity },
        { field: 'from', message: `from ${FINANCE_MESSAGES.date}` },
      ]),
    );
    const tooLong = await finance(admin.token, { granularity: 'day', from: '2020-01-01', to: '2026-01-01' }).expect(400);
    expect(tooLong.body.errors).toEqual([{ field: 'to', message: FINANCE_MESSAGES.tooLong }]);
  });

  it('is for admins only, the CSV too', async () => {
    const member = await signedInAccount(t);
    await finance(member.token, {}).expect(403);
    await t.http().get('/api/admin/finance.csv').set('Authorization', `Bearer ${member.token}`).expect(403);
    await t.http().get('/api/admin/finance').expect(401);
  });

  it('exports the report as CSV with formula injection neutralised', async () => {
    const tag = randomUUID().slice(0, 8);
    const evil = `=cmd|calc${tag}`;
    const { admin } = await moveCredits([`CSV payer ${tag}`, evil, `CSV third ${tag}`], [[0, 1, 4_321]]);
    const res = await t
      .http()
      .get('/api/admin/finance.csv')
      .query({ granularity: 'month', from: dayText(0), to: dayText(0) })
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200)
      .expect('Content-Type', /text\/csv/)
      .expect('Content-Disposition', /attachment; filename="finance-month-/);
    const lines = res.text.split('\n').map((line) => line.trim());
    expect(lines[0]).toBe('Section,Period start,University,Exchanged (credits),Received (credits),Paid (credits),Transfers');
    // fast-csv may quote the cell; either way it starts with the quote that keeps it text.
    const escaped = evil.replace(/[|]/g, '\\|');
    expect(lines.filter((line) => new RegExp(`^University,,"?'${escaped}"?,,43\\.21,0\\.00,$`).test(line))).toHaveLength(1);
    expect(res.text).not.toMatch(new RegExp(`(^|,)"?${escaped}`, 'm'));
    expect(lines.find((line) => line.startsWith('Reconciliation,'))).toBe('Reconciliation,,,pass,,,');
  });
});
