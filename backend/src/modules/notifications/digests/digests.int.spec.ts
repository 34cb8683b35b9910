import { randomUUID } from 'node:crypto';
import type { DigestKind, DigestPreview } from '@reagentswap/contracts';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';
import { periodOf } from './digest-period.js';
import { DigestRunner } from './digest-runner.js';
import {
  auth,
  listReagent,
  postReagentRequest,
  requestSwap,
  sendMessage,
  setFlags,
  type Account,
} from '../testing/notification-fixtures.js';

// The daily and weekly digests. Runs are narrowed to each test's own members (the runner's
// `members` option), so a run never mails another test's members. Windows in the past hold only
// what a test backdates into them: each such test takes a Monday of its own between 2001 and 2020.

const DAY_MS = 86_400_000;
const FIRST_MONDAY = Date.UTC(2001, 0, 1);
const takenMondays = new Set<number>();
/** A Monday in the past that no other test here (and, very likely, no earlier run) uses. */
function pastMonday(): string {
  let week: number;
  do week = Math.floor(Math.random() * 1000);
  while (takenMondays.has(week));
  takenMondays.add(week);
  return new Date(FIRST_MONDAY + week * 7 * DAY_MS).toISOString().slice(0, 10);
}
/** Inside the window of both digests of `period` (sent at 07:00 UTC by default): 04:00 that morning. */
const insideWindow = (period: string) => new Date(`${period}T04:00:00Z`);

/** The period whose window holds now: today's if it is not yet 07:00 UTC, else tomorrow's (weekly: the coming Monday's). */
function currentPeriod(kind: DigestKind): string {
  const now = new Date();
  const today7 = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 7);
  let next = now.getTime() < today7 ? today7 : today7 + DAY_MS;
  if (kind === 'weekly') while (new Date(next).getUTCDay() !== 1) next += DAY_MS;
  return periodOf(new Date(next));
}

describe('daily and weekly digests', () => {
  let t: TestApp;
  let admin: Account;
  const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);
  const run = (kind: DigestKind, period: string, members: Account[], app: TestApp = t) =>
    app.app.get(DigestRunner).run(kind, period, { members: members.map((m) => m.id) });
  const digestKey = (kind: DigestKind, period: string, member: Account) => `notifications.${kind}-digest:${period}:${member.id}`;
  const mail = async (kind: DigestKind, period: string, member: Account) =>
    (
      await sql<{ subject: string; text: string; html: string; to_address: string; template: string }>(
        `select * from mail_outbox where dedupe_key = ?`,
        [digestKey(kind, period, member)],
      )
    )[0];
  const push = async (kind: DigestKind, period: string, member: Account) =>
    (
      await sql<{ title: string; body: string; url: string }>(`select * from push_deliveries where dedupe_key = ?`, [
        digestKey(kind, period, member),
      ])
    )[0];
  const backdate = (table: 'reagents' | 'reagent_requests' | 'messages', id: string, at: Date) =>
    sql(`update ${table} set created_at = ? where id = ?`, [at, id]);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAccount(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  it("sends a member one digest with others' new reagents and requests, their swap activity and their unread messages", async () => {
    const tag = randomUUID().slice(0, 6);
    const [alice, bob, carol] = await Promise.all([signedInAccount(t), signedInAccount(t), signedInAccount(t)]);
    const bobs = await listReagent(t, bob, `Bob's buffer ${tag}`);
    const alices = await listReagent(t, alice, `Alice's own antibody ${tag}`);
    await postReagentRequest(t, carol, `Carol wants ethanol ${tag}`);
    await requestSwap(t, carol, alices.id);
    await sendMessage(t, carol, alice, 'First question');
    await sendMessage(t, bob, alice, 'Second question');
    const period = currentPeriod('daily');
    await setFlags(t, alice, { digest_frequency: 'daily' });

    const summary = await run('daily', period, [alice]);
    expect(summary).toMatchObject({ claimed: 1, queued: 1, nothingNew: 0, failedBatches: 0 });
    const digest = await mail('daily', period, alice);
    expect(digest).toMatchObject({ template: 'daily-digest', to_address: alice.email });
    expect(digest!.subject).toMatch(
      /^Your daily digest from ReagentSwap: \d+ new reagents?, \d+ new requests?, 1 swap update, 2 unread messages$/,
    );
    expect(digest!.text).toContain(`Bob's buffer ${tag}`);
    expect(digest!.text).toContain(`/reagents/${bobs.id}`);
    expect(digest!.text).not.toContain(`Alice's own antibody ${tag}`);
    expect(digest!.text).toContain(`Carol wants ethanol ${tag}`);
    expect(digest!.text).toContain('1 new swap request for your reagents');
    expect(digest!.text).toMatch(/You have 2 unread messages from Test \S+ and Test \S+/);
    expect(digest!.html).toContain(`Hello Test ${alice.email.split('@')[0]}`);
    // The daily digest is e-mail only.
    expect(await push('daily', period, alice)).toBeUndefined();

    // A second run of the same period sends nothing more.
    expect(await run('daily', period, [alice])).toMatchObject({ claimed: 0, queued: 0 });
    expect((await sql(`select 1 from mail_outbox where dedupe_key = ?`, [digestKey('daily', period, alice)])).length).toBe(1);
  });

  it('sends nothing to a member with nothing new, and records that', async () => {
    const period = pastMonday();
    const quiet = await signedInAccount(t);
    await setFlags(t, quiet, { digest_frequency: 'daily' });
    expect(await run('daily', period, [quiet])).toMatchObject({ claimed: 1, queued: 0, nothingNew: 1 });
    await setFlags(t, quiet, { digest_frequency: 'weekly' });
    expect(await run('weekly', period, [quiet])).toMatchObject({ claimed: 1, queued: 0, nothingNew: 1 });
    expect(await mail('daily', period, quiet)).toBeUndefined();
    expect(await mail('weekly', period, quiet)).toBeUndefined();
    const rows = await sql<{ kind: string; outcome: string }>(`select kind, outcome from digest_sends where member_id = ? order by kind`, [
      quiet.id,
    ]);
    expect(rows).toEqual([
      { kind: 'daily', outcome: 'nothing-new' },
      { kind: 'weekly', outcome: 'nothing-new' },
    ]);
  });

  it('covers exactly its window: the past day for the daily digest, the past 7 days for the weekly one', async () => {
    const period = pastMonday();
    const [reader, lister] = await Promise.all([signedInAccount(t), signedInAccount(t)]);
    const yesterday = await listReagent(t, lister, 'Listed the night before');
    const lastWeek = await listReagent(t, lister, 'Listed four days before');
    const tooOld = await listReagent(t, lister, 'Listed eight days before');
    const tooNew = await listReagent(t, lister, 'Listed after the send time');
    await backdate('reagents', yesterday.id, insideWindow(period));
    await backdate('reagents', lastWeek.id, new Date(insideWindow(period).getTime() - 4 * DAY_MS));
    await backdate('reagents', tooOld.id, new Date(insideWindow(period).getTime() - 8 * DAY_MS));
    await backdate('reagents', tooNew.id, new Date(`${period}T07:00:00Z`));

    // A member gets one digest: the same reader takes the daily one, then the weekly one.
    await setFlags(t, reader, { digest_frequency: 'daily' });
    await run('daily', period, [reader]);
    await setFlags(t, reader, { digest_frequency: 'weekly' });
    await run('weekly', period, [reader]);
    const daily = await mail('daily', period, reader);
    const weekly = await mail('weekly', period, reader);
    expect(daily!.subject).toBe('Your daily digest from ReagentSwap: 1 new reagent');
    expect(daily!.text).toContain('Listed the night before');
    expect(weekly!.subject).toBe('Your weekly digest from ReagentSwap: 2 new reagents');
    expect(weekly!.text).toContain('Listed the night before');
    expect(weekly!.text).toContain('Listed four days before');
    expect(weekly!.text).not.toContain('Listed eight days before');
    expect(weekly!.text).not.toContain('Listed after the send time');
  });

  it('follows the preferences: the digest frequency (off, daily, weekly), push_weekly_digest and the masters', async () => {
    const period = pastMonday();
    const lister = await signedInAccount(t);
    const news = await listReagent(t, lister, 'Something new');
    await backdate('reagents', news.id, insideWindow(period));
    const [daily, everything, offPushOnly, mailOff, suspended] = await Promise.all(Array.from({ length: 5 }, () => signedInAccount(t)));
    await setFlags(t, daily, { digest_frequency: 'daily', push_notifications: true });
    await setFlags(t, everything, { push_notifications: true }); // weekly, the default
    await setFlags(t, offPushOnly, { digest_frequency: 'off', push_notifications: true, push_weekly_digest: true });
    await setFlags(t, mailOff, { email_notifications: false });
    await t.http().post(`/api/admin/users/${suspended.id}/suspend`).set(auth(admin)).expect(200);
    const members = [daily, everything, offPushOnly, mailOff, suspended];

    await run('daily', period, members);
    await run('weekly', period, members);
    const got = await Promise.all(
      members.map(async (m) => [
        Boolean(await mail('daily', period, m)),
        Boolean(await mail('weekly', period, m)),
        Boolean(await push('weekly', period, m)),
      ]),
    );
    // The frequency picks the e-mail; the weekly push keeps its own switch in the Push tab (ADR 0029).
    expect(got).toEqual([
      [true, false, true],
      [false, true, true],
      [false, false, true],
      [false, false, false],
      [false, false, false],
    ]);
    expect(await push('weekly', period, everything)).toMatchObject({
      title: 'Your weekly ReagentSwap digest',
      body: '1 new reagent',
      url: '/dashboard',
    });
  });

  it('sends each digest once when two API instances run the schedule at the same time', async () => {
    const period = pastMonday();
    const second = await createTestApp();
    try {
      const lister = await signedInAccount(t);
      const news = await listReagent(t, lister, 'Raced reagent');
      await backdate('reagents', news.id, insideWindow(period));
      const members = await Promise.all(Array.from({ length: 12 }, () => signedInAccount(t)));

      // One frequency at a time (a member gets one digest): every member daily for the daily runs, then weekly.
      const runs = [];
      for (const kind of ['daily', 'weekly'] as const) {
        await Promise.all(members.map((m) => setFlags(t, m, { digest_frequency: kind })));
        runs.push(...(await Promise.all([run(kind, period, members, t), run(kind, period, members, second)])));
      }
      for (const kind of ['daily', 'weekly'] as const) {
        const ofKind = runs.filter((r) => r.kind === kind);
        expect(ofKind.reduce((sum, r) => sum + r.claimed, 0)).toBe(members.length);
        expect(ofKind.reduce((sum, r) => sum + r.queued, 0)).toBe(members.length);
      }
      const sent = await sql<{ template: string; n: number }>(
        `select template, count(*)::int as n from mail_outbox
          where recipient_user_id in (select jsonb_array_elements_text(?::jsonb)::uuid) and template like '%-digest' group by template order by template`,
        [JSON.stringify(members.map((m) => m.id))],
      );
      expect(sent).toEqual([
        { template: 'daily-digest', n: members.length },
        { template: 'weekly-digest', n: members.length },
      ]);
    } finally {
      await second.close();
    }
  });

  describe('admin preview', () => {
    it("shows an admin a member's digest as it would go out now, and who would not get one and why", async () => {
      const tag = randomUUID().slice(0, 6);
      const [alice, bob, optedOut] = await Promise.all([signedInAccount(t), signedInAccount(t), signedInAccount(t)]);
      await listReagent(t, bob, `Previewed reagent ${tag}`);
      await setFlags(t, optedOut, { digest_frequency: 'daily' });

      const res = await t.http().get(`/api/admin/digests/${alice.id}`).query({ kind: 'weekly' }).set(auth(admin)).expect(200);
      const preview = res.body as DigestPreview;
      expect(preview).toMatchObject({
        memberId: alice.id,
        kind: 'weekly',
        digestFrequency: 'weekly',
        channels: { email: true, push: false },
        wouldSend: true,
        skipReason: null,
      });
      expect(new Date(preview.until).getTime() - new Date(preview.since).getTime()).toBe(7 * DAY_MS);
      expect(preview.counts.newReagents).toBeGreaterThanOrEqual(1);
      expect(preview.email!.subject).toMatch(/^Your weekly digest from ReagentSwap: /);
      expect(preview.email!.html).toContain(`Previewed reagent ${tag}`);
      expect(preview.email!.text).toContain(`Previewed reagent ${tag}`);
      expect(preview.push).toMatchObject({ title: 'Your weekly ReagentSwap digest', url: '/dashboard' });

      const daily = (await t.http().get(`/api/admin/digests/${alice.id}`).query({ kind: 'daily' }).set(auth(admin)).expect(200))
        .body as DigestPreview;
      expect(daily.push).toBeNull();
      const opted = (await t.http().get(`/api/admin/digests/${optedOut.id}`).query({ kind: 'weekly' }).set(auth(admin)).expect(200))
        .body as DigestPreview;
      // The preview shows the member's choice: a daily digest, so no weekly one.
      expect(opted).toMatchObject({ digestFrequency: 'daily', channels: { email: false }, wouldSend: false, skipReason: 'opted-out' });
      expect(opted.email).not.toBeNull();

      // A preview sends nothing.
      expect((await sql(`select 1 from mail_outbox where recipient_user_id = ? and template like '%-digest'`, [alice.id])).length).toBe(0);
    });

    it('is for admins only, and answers 404 for an unknown member and 400 for an unknown kind', async () => {
      const member = await signedInAccount(t);
      const forbidden = await t.http().get(`/api/admin/digests/${member.id}`).query({ kind: 'daily' }).set(auth(member)).expect(403);
      expect(forbidden.body.detail).toBe("You don't have admin permissions to access this page.");
      await t.http().get(`/api/admin/digests/${member.id}`).query({ kind: 'daily' }).expect(401);
      await t.http().get(`/api/admin/digests/${randomUUID()}`).query({ kind: 'daily' }).set(auth(admin)).expect(404);
      await t.http().get(`/api/admin/digests/${member.id}`).query({ kind: 'monthly' }).set(auth(admin)).expect(400);
      await t.http().get(`/api/admin/digests/not-a-uuid`).query({ kind: 'daily' }).set(auth(admin)).expect(400);
    });
  });
});
