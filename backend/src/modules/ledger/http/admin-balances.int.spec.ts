import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/postgresql';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';
import { GrantCreditsCommand } from '../index.js';

describe('GET /api/admin/credits/balances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("returns several members' balances in one request, 0 for accounts without events", async () => {
    const admin = await signedInAccount(t, { isAdmin: true });
    const [rich, fresh] = [await signedInAccount(t), await signedInAccount(t)];
    await RequestContext.create(t.orm.em, () =>
      t.app
        .get(CommandBus)
        .execute(new GrantCreditsCommand({ accountId: rich.id, amountCents: 4_200, reason: 'test', idempotencyKey: randomUUID() })),
    );
    const res = await t
      .http()
      .get('/api/admin/credits/balances')
      .query({ userIds: `${rich.id},${fresh.id},not-a-uuid` })
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(200);
    expect(res.body).toEqual([
      { userId: rich.id, balance: 42, reserved: 0, available: 42 },
      { userId: fresh.id, balance: 0, reserved: 0, available: 0 },
    ]);
  });

  it('refuses a repeated userIds parameter with 400 (it gave 500: found by the endpoint fuzz test)', async () => {
    const admin = await signedInAccount(t, { isAdmin: true });
    const res = await t
      .http()
      .get(`/api/admin/credits/balances?userIds=${randomUUID()}&userIds=${randomUUID()}`)
      .set('Authorization', `Bearer ${admin.token}`)
      .expect(400);
    expect(res.body).toMatchObject({ detail: 'userIds must be given once', errors: [{ field: 'userIds' }] });
  });

  it('is for admins only', async () => {
    const member = await signedInAccount(t);
    await t
      .http()
      .get('/api/admin/credits/balances')
      .query({ userIds: member.id })
      .set('Authorization', `Bearer ${member.token}`)
      .expect(403);
  });
});
