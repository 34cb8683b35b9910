import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { QueryBus } from '@nestjs/cqrs';
import { relayUntil } from '../../shared/outbox/testing/relay-until.js';
import { createTestApp, signedInAccount, type TestApp } from '../../testing/test-app.js';
import { ListNotificationRecipientsQuery } from '../identity/index.js';
import { PushBroadcaster } from './application/push-broadcaster.js';
import { defineTemplate } from './templates/notification-template.js';
import { browserPushKeys, FakePushService } from './testing/fake-push-service.js';

// The new-reagent and reagent-request pushes (push_new_reagents, push_reagent_requests). Outcomes
// are read from push_deliveries by dedupe key, so it does not matter which test app's relay
// delivered the event (every app relays the shared database's outbox).

type Account = Awaited<ReturnType<typeof signedInAccount>>;
const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

describe('push announcements of new reagents, CSV imports and reagent requests', () => {
  let t: TestApp;
  let push: FakePushService;
  let author: Account;
  let fan: Account;
  let unsetFlag: Account;
  let optedOut: Account;
  let pushOff: Account;
  let noDevice: Account;
  let admin: Account;

  const sql = <T = Record<string, any>>(query: string, params: unknown[] = []) => t.orm.em.fork().execute<T[]>(query, params);

  const setFlags = (account: Account, flags: Record<string, boolean | null>) =>
    sql(
      `update profiles set ${Object.keys(flags)
        .map((f) => `${f} = ?`)
        .join(', ')} where user_id = ?`,
      [...Object.values(flags), account.id],
    );

  const subscribe = (account: Account) =>
    t
      .http()
      .post('/api/push/subscriptions')
      .set(auth(account))
      .send({ endpoint: push.endpoint(`/device/${randomUUID()}`), keys: browserPushKeys() })
      .expect(201);

  /** user id → template of the push_deliveries rows whose dedupe key starts with `prefix`. */
  const deliveries = async (prefix: string) =>
    new Map(
      (
        await sql<{ user_id: string; template: string }>(`select user_id, template from push_deliveries where dedupe_key like ? || ':%'`, [
          prefix,
        ])
      ).map((row) => [row.user_id, row.template]),
    );

  /** The deliveries to this test's members (the shared database has other tests' subscribers too), sorted. */
  const ours = (got: Map<string, string>) =>
    [...got.entries()].filter(([userId]) => [author, fan, unsetFlag, optedOut, pushOff, noDevice].some((a) => a.id === userId)).sort();

  /** Relays until the fan (who wants everything) has the push, then returns who got it. */
  const deliveredFor = (prefix: string) =>
    relayUntil(t.app, async () => {
      const found = await deliveries(prefix);
      return found.has(fan.id) ? found : undefined;
    });

  beforeAll(async () => {
    t = await createTestApp();
    push = await FakePushService.start();
    [author, fan, unsetFlag, optedOut, pushOff, noDevice, admin] = await Promise.all(
      Array.from({ length: 7 }, (_, i) => signedInAccount(t, { isAdmin: i === 6 })),
    );
    for (const account of [author, fan, unsetFlag, optedOut, noDevice]) await setFlags(account, { push_notifications: true });
    await setFlags(unsetFlag, { push_new_reagents: null, push_reagent_requests: null });
    await setFlags(optedOut, { push_new_reagents: false, push_reagent_requests: false });
    for (const account of [author, fan, unsetFlag, optedOut, pushOff]) await subscribe(account);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('pushes a new listing to members who want it (on unless explicitly off), never to its owner', async () => {
    const res = await t
      .http()
      .post('/api/reagents')
      .set(auth(author))
      .send({ name: 'Acetone', catalogNumber: `CAT-${randomUUID().slice(0, 8)}`, category: 'chemicals', city: 'Ghent' })
      .expect(201);
    const got = await deliveredFor(`catalog.reagent-listed:${res.body.id}`);
    expect(got.get(fan.id)).toBe('new-reagent');
    expect(got.get(unsetFlag.id)).toBe('new-reagent');
    for (const account of [author, optedOut, pushOff, noDevice]) expect(got.has(account.id)).toBe(false);
    const [row] = await sql(`select title, body, url from push_deliveries where dedupe_key = ?`, [
      `catalog.reagent-listed:${res.body.id}:${fan.id}`,
    ]);
    expect(row).toEqual({
      title: 'New reagent available',
      body: 'Acetone (Chemicals) in Ghent, Belgium is now available to swap',
      url: `/reagents/${res.body.id}`,
    });
  });

  it('sends ONE summary push per member for a 30-row import, and no push for its 30 ReagentListed events', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => `Imported ${i},IMP-${randomUUID().slice(0, 8)},chemicals`);
    const res = await t
      .http()
      .post('/api/reagents/import')
      .set(auth(author))
      .attach('file', Buffer.from(['name,catalogue_number,category_id', ...rows].join('\n')), {
        filename: 'inventory.csv',
        contentType: 'text/csv',
      })
      .expect((r) => expect([200, 201]).toContain(r.status));
    expect(res.body.created).toBe(30);
    const [event] = await sql<{ payload: { importId: string } }>(
      `select payload from outbox where event_type = 'catalog.reagents-imported' and payload->>'ownerId' = ? order by id desc limit 1`,
      [author.id],
    );
    const got = await deliveredFor(`catalog.reagents-imported:${event!.payload.importId}`);
    expect(ours(got)).toEqual(
      ours(
        new Map([
          [fan.id, 'reagents-imported'],
          [unsetFlag.id, 'reagents-imported'],
        ]),
      ),
    );
    const [summary] = await sql(`select body, url from push_deliveries where dedupe_key = ?`, [
      `catalog.reagents-imported:${event!.payload.importId}:${fan.id}`,
    ]);
    expect(summary).toEqual({ body: '30 new reagents listed: Imported 0, Imported 1, Imported 2 and 27 more', url: '/reagents' });
    // Every row has its ReagentListed (other subscribers need them), all of them handled before we look.
    const listed = await relayUntil(t.app, async () => {
      const rows = await sql<{ delivered: boolean }>(
        `select delivered_at is not null as delivered from outbox where event_type = 'catalog.reagent-listed' and payload->>'importId' = ?`,
        [event!.payload.importId],
      );
      return rows.length === 30 && rows.every((r) => r.delivered) ? rows : undefined;
    });
    expect(listed).toHaveLength(30);
    const perRow = await sql(`select 1 from push_deliveries where dedupe_key in (select jsonb_array_elements_text(?::jsonb))`, [
      JSON.stringify(res.body.createdIds.map((id: string) => `catalog.reagent-listed:${id}:${fan.id}`)),
    ]);
    expect(perRow).toEqual([]);
  });

  it('pushes a new reagent request to members who want it, never to its author, and not to a suspended member', async () => {
    await t.http().post(`/api/admin/users/${unsetFlag.id}/suspend`).set(auth(admin)).expect(200);
    const res = await t
      .http()
      .post('/api/reagent-requests')
      .set(auth(author))
      .send({ name: 'Trypsin', city: 'Leuven', country: 'Belgium' })
      .expect(201);
    const got = await deliveredFor(`requests.reagent-requested:${res.body.id}`);
    expect(ours(got)).toEqual([[fan.id, 'reagent-request']]);
    const [row] = await sql(`select title, body, url from push_deliveries where dedupe_key = ?`, [
      `requests.reagent-requested:${res.body.id}:${fan.id}`,
    ]);
    expect(row).toEqual({
      title: 'New reagent request',
      body: expect.stringMatching(/ is looking for Trypsin \(Leuven, Belgium\)$/),
      url: '/reagent-requests',
    });
  });

  it('reads its audience in bounded batches and, run again, sends nothing twice', async () => {
    const broadcaster = t.app.get(PushBroadcaster);
    const queries = t.app.get(QueryBus);
    const batches: number[] = [];
    const execute = queries.execute.bind(queries);
    const spy = jest.spyOn(queries, 'execute').mockImplementation(((query: unknown) => {
      if (query instanceof ListNotificationRecipientsQuery) batches.push(query.userIds.length);
      return execute(query as never);
    }) as never);
    const template = defineTemplate<{ n: number }>({ name: 'test-broadcast', push: { title: 'Test', body: 'n={{n}}', url: '/' } });
    const request = {
      dedupeKey: `test-broadcast:${randomUUID()}`,
      kind: 'new-reagent' as const,
      template,
      data: { n: 1 },
      authorId: author.id,
    };
    try {
      const first = await broadcaster.broadcast(request, 2);
      expect(first.queued).toBeGreaterThanOrEqual(1);
      expect((await deliveries(request.dedupeKey)).has(fan.id)).toBe(true);
      expect(batches.length).toBeGreaterThanOrEqual(2);
      expect(Math.max(...batches)).toBeLessThanOrEqual(2);
      expect(await broadcaster.broadcast(request, 2)).toEqual({ queued: 0 });
    } finally {
      spy.mockRestore();
    }
  });
});
