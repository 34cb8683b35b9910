import { randomUUID } from 'node:crypto';
import { addDays } from '@reagentswap/contracts';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';
import { periodOf } from './digest-period.js';
import { DigestRunner } from './digest-runner.js';
import { auth, sendMessage, setFlags } from '../testing/notification-fixtures.js';

// Issue 18 item 4: a digest names the member's own listings expiring within 14 days of its period.

const DAY_MS = 86_400_000;
/** The daily period whose window holds now (sent at 07:00 UTC). */
function currentDailyPeriod(): string {
  const now = new Date();
  const today7 = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 7);
  return periodOf(new Date(now.getTime() < today7 ? today7 : today7 + DAY_MS));
}

describe('digests and expiring listings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("lists the member's own listings expiring within 14 days, soonest first, and not the others", async () => {
    const [alice, bob] = await Promise.all([signedInAccount(t), signedInAccount(t)]);
    const period = currentDailyPeriod();
    const tag = randomUUID().slice(0, 6);
    const list = async (name: string, expiryDate: string) =>
      (
        await t
          .http()
          .post('/api/reagents')
          .set(auth(alice))
          .send({ name, catalogNumber: `CAT-${tag}`, category: 'chemicals', amount: '1', unit: 'g', expiryDate })
          .expect(201)
      ).body as { id: string };
    const soon = await list(`Soon ${tag}`, addDays(period, 3));
    await list(`Sooner ${tag}`, addDays(period, 1));
    await list(`Later ${tag}`, addDays(period, 40));
    await sendMessage(t, bob, alice, 'So there is news for the digest');
    await setFlags(t, alice, { digest_frequency: 'daily' }); // members start weekly (ADR 0029)

    const summary = await t.app.get(DigestRunner).run('daily', period, { members: [alice.id] });
    expect(summary).toMatchObject({ claimed: 1, queued: 1 });
    const [mail] = await t.orm.em
      .fork()
      .execute<{ text: string; html: string }[]>(`select text, html from mail_outbox where dedupe_key = ?`, [
        `notifications.daily-digest:${period}:${alice.id}`,
      ]);
    expect(mail!.text).toContain('Your listings expiring soon:');
    expect(mail!.text.indexOf(`Sooner ${tag}`)).toBeLessThan(mail!.text.indexOf(`Soon ${tag} expires`));
    expect(mail!.text).toContain(`- Soon ${tag} expires on ${addDays(period, 3)}: `);
    expect(mail!.text).toContain(`/reagents/${soon.id}`);
    expect(mail!.text).not.toContain(`Later ${tag}`);
    expect(mail!.html).toContain('Your listings expiring soon');
  });
});
