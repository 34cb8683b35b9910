import { addDays } from '@reagentswap/contracts';
import { relayUntil } from '../../../shared/outbox/testing/relay-until.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { listReagent, member, sql, type Member } from '../testing/catalog.fixtures.js';
import { ExpiryReminders } from './expiry-reminders.js';

// Issue 18 item 4: the owner is reminded 14 days before a listing's expiry date and on the day,
// once per listing and reminder however often and on however many instances the job runs. Each
// test uses expiry dates in a year of its own, far ahead, so its run sees only its own listings.

describe('expiry reminders', () => {
  let t: TestApp;
  let owner: Member;
  const run = (today: string, app: TestApp = t) => app.app.get(ExpiryReminders).run(today);
  const mails = (reagentId: string) =>
    sql<{ dedupe_key: string; subject: string; text: string; kind: string; recipient_user_id: string }>(
      t,
      `select dedupe_key, subject, text, kind, recipient_user_id from mail_outbox where dedupe_key like ? order by dedupe_key`,
      [`catalog.reagent-expiring:${reagentId}:%`],
    );
  const events = (reagentId: string) =>
    sql<{ payload: Record<string, unknown> }>(
      t,
      `select payload from outbox where event_type = 'catalog.reagent-expiring' and payload->>'reagentId' = ? order by id`,
      [reagentId],
    );

  beforeAll(async () => {
    t = await createTestApp();
    owner = await member(t);
  }, 60_000);
  afterAll(() => t.close());

  it('reminds the owner 14 days before and on the day, once each across a restart', async () => {
    const expiry = '2061-03-15';
    const reagent = await listReagent(t, owner, { name: 'Trypsin reminder', expiryDate: expiry });

    expect(await run(addDays(expiry, -15))).toMatchObject({ due: 0, claimed: 0 });
    expect(await run(addDays(expiry, -14))).toMatchObject({ due: 1, claimed: 1 });
    expect(await run(addDays(expiry, -13))).toMatchObject({ due: 1, claimed: 0 });
    // A restart: a new instance on the same database runs the same day again.
    const restarted = await createTestApp();
    try {
      expect(await run(addDays(expiry, -14), restarted)).toMatchObject({ due: 1, claimed: 0 });
      expect(await run(expiry, restarted)).toMatchObject({ due: 1, claimed: 1 });
    } finally {
      await restarted.close();
    }
    expect(await run(expiry)).toMatchObject({ due: 1, claimed: 0 });

    const sent = await relayUntil(t.app, async () => {
      const rows = await mails(reagent.id);
      return rows.length === 2 && rows;
    });
    expect(sent.map((m) => m.dedupe_key)).toEqual([
      `catalog.reagent-expiring:${reagent.id}:14-days:${expiry}`,
      `catalog.reagent-expiring:${reagent.id}:expiry-day:${expiry}`,
    ]);
    expect(sent.every((m) => m.recipient_user_id === owner.id && m.kind === 'listing-expiry')).toBe(true);
    expect(sent[0]!.subject).toBe('Your listing Trypsin reminder expires in 14 days');
    expect(sent[1]!.subject).toBe('Your listing Trypsin reminder expires today');
    expect(sent[0]!.text).toContain(`/reagents/${reagent.id}`);
    expect(await events(reagent.id)).toHaveLength(2);
  });

  it('claims each reminder once when two instances run the job at the same time', async () => {
    const expiry = '2062-05-20';
    const second = await createTestApp();
    try {
      const reagents = await Promise.all(
        Array.from({ length: 6 }, (_, i) => listReagent(t, owner, { name: `Raced ${i}`, expiryDate: expiry })),
      );
      const today = addDays(expiry, -10);
      const runs = await Promise.all([run(today), run(today, second), run(today), run(today, second)]);
      expect(runs.reduce((sum, r) => sum + r.claimed, 0)).toBe(reagents.length);
      for (const reagent of reagents) expect(await events(reagent.id)).toHaveLength(1);
      await relayUntil(t.app, async () => (await Promise.all(reagents.map((r) => mails(r.id)))).every((m) => m.length === 1));
    } finally {
      await second.close();
    }
  });

  it('sends a late expiry-day reminder up to 3 days after, and none for removed listings or listings without a date', async () => {
    const expiry = '2063-01-10';
    const late = await listReagent(t, owner, { expiryDate: expiry });
    const removed = await listReagent(t, owner, { expiryDate: expiry });
    await t
      .http()
      .post(`/api/reagents/${removed.id}/remove`)
      .set({ Authorization: `Bearer ${owner.token}` })
      .expect(200);
    expect(await run(addDays(expiry, 4))).toMatchObject({ due: 0 });
    expect(await run(addDays(expiry, 3))).toMatchObject({ due: 1, claimed: 1 });
    expect(await events(late.id)).toEqual([
      { payload: expect.objectContaining({ milestone: 'expiry-day', daysLeft: -3, ownerId: owner.id, expiryDate: expiry }) },
    ]);
    expect(await events(removed.id)).toEqual([]);
  });

  it('reminds again when the owner moves the expiry date', async () => {
    const expiry = '2064-07-01';
    const reagent = await listReagent(t, owner, { expiryDate: expiry });
    expect(await run(addDays(expiry, -14))).toMatchObject({ claimed: 1 });
    const moved = '2064-08-01';
    await t
      .http()
      .patch(`/api/reagents/${reagent.id}`)
      .set({ Authorization: `Bearer ${owner.token}` })
      .send({ expiryDate: moved })
      .expect(200);
    expect(await run(addDays(moved, -14))).toMatchObject({ claimed: 1 });
    expect((await events(reagent.id)).map((e) => e.payload.idempotencyKey)).toEqual([
      `${reagent.id}:14-days:${expiry}`,
      `${reagent.id}:14-days:${moved}`,
    ]);
  });
});
