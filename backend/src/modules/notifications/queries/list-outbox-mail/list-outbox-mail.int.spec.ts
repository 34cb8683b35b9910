import { randomUUID } from 'node:crypto';
import { createTestApp, signedInAccount, type TestApp } from '../../../../testing/test-app.js';

/** The outbox list's filters, now plain SQL with bound parameters (issue 14): status, and the address taken literally. */
describe('GET /api/admin/mail-outbox filters (API)', () => {
  let t: TestApp;
  let token: string;
  const tag = randomUUID().slice(0, 8);
  const literal = `a_b-${tag}@test.example`;
  const lookalike = `axb-${tag}@test.example`;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await signedInAccount(t, { isAdmin: true })).token;
    const insert = (to: string, status: string) =>
      t.orm.em.fork().execute(
        `insert into mail_outbox (dedupe_key, kind, template, to_address, subject, status, transport, delivered_at)
           values (?, 'account', 'probe', ?, 'Probe', ?, ?, ?)`,
        [randomUUID(), to, status, status === 'delivered' ? 'local' : null, status === 'delivered' ? new Date() : null],
      );
    await insert(literal, 'delivered');
    await insert(lookalike, 'failed');
  });
  afterAll(() => t.close());

  const list = (query: Record<string, string>) =>
    t.http().get('/api/admin/mail-outbox').query(query).set('Authorization', `Bearer ${token}`).expect(200);

  it('matches the address literally and case-insensitively: `_` and the fullwidth `＿` are no wildcards', async () => {
    expect((await list({ to: literal.toUpperCase() })).body.items.map((m: { to: string }) => m.to)).toEqual([literal]);
    expect((await list({ to: literal.replace('_', '\uff3f') })).body.items.map((m: { to: string }) => m.to)).toEqual([literal]);
  });

  it('filters by status, and maps the summary (dates as ISO text)', async () => {
    const failed = (await list({ to: lookalike, status: 'failed' })).body;
    expect(failed).toMatchObject({ page: 1, total: 1, items: [{ to: lookalike, status: 'failed', deliveredAt: null, transport: null }] });
    expect(new Date(failed.items[0].createdAt).toISOString()).toBe(failed.items[0].createdAt);
    expect((await list({ to: lookalike, status: 'delivered' })).body).toMatchObject({ items: [], total: 0 });
    const delivered = (await list({ to: literal, status: 'delivered' })).body.items[0];
    expect(delivered).toMatchObject({ status: 'delivered', transport: 'local', deliveredAt: expect.stringMatching(/Z$/) });
  });
});
