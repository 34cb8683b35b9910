import { randomUUID } from 'node:crypto';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';

/**
 * An adjustment for an id that names no account used to answer 200, open an orphan ledger account
 * and then fail writing the admin log. It is a 404 now, and nothing is written anywhere.
 */
describe('POST /api/admin/credits/:userId/adjust for an account that does not exist', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAccount>>;
  const count = async (sql: string, id: string) => Number((await t.orm.em.getConnection().execute<{ n: string }[]>(sql, [id]))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAccount(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  it('answers 404 and writes no ledger event (so no outbox row either), balance row or admin-log row', async () => {
    const nobody = randomUUID();
    const res = await t
      .http()
      .post(`/api/admin/credits/${nobody}/adjust`)
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Idempotency-Key', `unknown-${nobody}`)
      .send({ newBalance: 50, reason: 'Typo in the id' })
      .expect(404);
    expect(res.body).toMatchObject({ status: 404, code: 'ACCOUNT_NOT_FOUND', detail: 'This account does not exist' });

    expect(await count('select count(*) as n from ledger_events where account_id = ?', nobody)).toBe(0);
    expect(await count('select count(*) as n from credit_balances where account_id = ?', nobody)).toBe(0);
    expect(await count(`select count(*) as n from admin_actions where target_user_id = ?`, nobody)).toBe(0);
  });

  it('still adjusts an account that exists', async () => {
    const member = await signedInAccount(t);
    await t
      .http()
      .post(`/api/admin/credits/${member.id}/adjust`)
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ newBalance: 12, reason: 'Welcome bonus' })
      .expect(200);
    expect(await count('select count(*) as n from ledger_events where account_id = ?', member.id)).toBeGreaterThan(0);
  });
});
