import { randomUUID } from 'node:crypto';
import { relayUntil } from '../../../shared/outbox/testing/relay-until.js';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';
import { periodOf } from './digest-period.js';
import { DigestRunner } from './digest-runner.js';
import { auth } from '../testing/notification-fixtures.js';

// Issue 19 item 2 (ADR 0028): a digest-only saved search alerts in the member's next digest, and only there.

const DAY_MS = 86_400_000;
/** The weekly period whose window holds now (Mondays, 07:00 UTC): the weekly digest is on by default. */
function currentWeeklyPeriod(): string {
  const now = new Date();
  let monday7 = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 7);
  while (new Date(monday7).getUTCDay() !== 1 || monday7 <= now.getTime()) monday7 += DAY_MS;
  return periodOf(new Date(monday7));
}

describe('digests and saved searches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sql = <T>(query: string, params: unknown[]) => t.orm.em.fork().execute<T[]>(query, params);

  it("names the member's digest-only saved searches that new listings matched, linking to /reagents with their filters", async () => {
    const [dave, bob] = await Promise.all([signedInAccount(t), signedInAccount(t)]);
    const word = randomUUID().slice(0, 8);
    const search = await t
      .http()
      .post('/api/saved-searches')
      .set(auth(dave))
      .send({ name: `Digest ${word}`, search: word, alertMode: 'digest-only' })
      .expect(201);
    const reagent = await t
      .http()
      .post('/api/reagents')
      .set(auth(bob))
      .send({ name: `Trypsin ${word}`, catalogNumber: `CAT-${word}`, category: 'enzymes', amount: '1', unit: 'g' })
      .expect(201);
    await relayUntil(t.app, async () => {
      const [row] = await sql<{ saved_search_id: string }>(`select saved_search_id from saved_search_matches where reagent_id = ?`, [
        reagent.body.id,
      ]);
      return row?.saved_search_id === search.body.id;
    });
    // No instant alert for a digest-only search.
    expect(
      await sql(
        `select 1 from outbox where event_type = 'catalog.saved-search-matched' and payload->>'reagentId' = ? and payload->>'memberId' = ?`,
        [reagent.body.id, dave.id],
      ),
    ).toEqual([]);

    const period = currentWeeklyPeriod();
    await t.app.get(DigestRunner).run('weekly', period, { members: [dave.id] });
    const [mail] = await sql<{ text: string; html: string }>(`select text, html from mail_outbox where dedupe_key = ?`, [
      `notifications.weekly-digest:${period}:${dave.id}`,
    ]);
    expect(mail!.text).toContain('Your saved searches:');
    expect(mail!.text).toContain(`- Digest ${word}: 1 new match: `);
    expect(mail!.text).toContain(`/reagents?search=${word}`);
    expect(mail!.html).toContain('Your saved searches');
  });
});
