import { randomUUID } from 'node:crypto';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limit.js';

const LIMIT = 2;

type Write = (t: TestApp, token: string) => ReturnType<ReturnType<TestApp['http']>['post']>;

// The guard runs before the body is parsed or the id looked up, so attempts count whether or not they would succeed.
const writes: Array<[string, Write]> = [
  ['POST /api/reagents', (t, token) => t.http().post('/api/reagents').auth(token, { type: 'bearer' }).send({})],
  ['PATCH /api/reagents/:id', (t, token) => t.http().patch(`/api/reagents/${randomUUID()}`).auth(token, { type: 'bearer' }).send({})],
  ['POST /api/reagents/:id/remove', (t, token) => t.http().post(`/api/reagents/${randomUUID()}/remove`).auth(token, { type: 'bearer' })],
  [
    'POST /api/reagents/:id/reactivate',
    (t, token) => t.http().post(`/api/reagents/${randomUUID()}/reactivate`).auth(token, { type: 'bearer' }),
  ],
  [
    'PUT /api/reagents/:id/image',
    (t, token) =>
      t
        .http()
        .put(`/api/reagents/${randomUUID()}/image`)
        .auth(token, { type: 'bearer' })
        .attach('image', Buffer.from('not an image'), 'a.jpg'),
  ],
  ['DELETE /api/reagents/:id/image', (t, token) => t.http().delete(`/api/reagents/${randomUUID()}/image`).auth(token, { type: 'bearer' })],
  [
    'POST /api/reagents/import',
    (t, token) => t.http().post('/api/reagents/import').auth(token, { type: 'bearer' }).attach('file', Buffer.from('x'), 'r.csv'),
  ],
  ['POST /api/reagent-requests', (t, token) => t.http().post('/api/reagent-requests').auth(token, { type: 'bearer' }).send({})],
  [
    'PATCH /api/reagent-requests/:id',
    (t, token) => t.http().patch(`/api/reagent-requests/${randomUUID()}`).auth(token, { type: 'bearer' }).send({}),
  ],
  [
    'DELETE /api/reagent-requests/:id',
    (t, token) => t.http().delete(`/api/reagent-requests/${randomUUID()}`).auth(token, { type: 'bearer' }),
  ],
];

describe('the write limit on listing routes (WRITE_RATE_LIMIT_PER_MINUTE)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
  });
  afterAll(() => t.close());

  it.each(writes)('%s answers 429 with Retry-After once a member has used the limit', async (_route, write) => {
    const { token } = await signedInAccount(t);
    for (let i = 0; i < LIMIT; i++) {
      const res = await write(t, token);
      expect([400, 404, 409, 422]).toContain(res.status);
    }
    const refused = await write(t, token).expect(429);
    expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', detail: TOO_MANY_REQUESTS_MESSAGE });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('counts per member, not per address: a colleague behind the same address is not held back', async () => {
    const [, create] = writes[0]!;
    const member = await signedInAccount(t);
    const colleague = await signedInAccount(t);
    for (let i = 0; i < LIMIT; i++) await create(t, member.token).expect(400);
    await create(t, member.token).expect(429);
    await create(t, colleague.token).expect(400);
  });

  it('counts per member across addresses, so changing address does not reset it', async () => {
    const [, create] = writes[0]!;
    const { token } = await signedInAccount(t);
    for (let i = 0; i < LIMIT; i++)
      await create(t, token)
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .expect(400);
    await create(t, token).set('X-Forwarded-For', '203.0.113.99').expect(429);
  });
});
