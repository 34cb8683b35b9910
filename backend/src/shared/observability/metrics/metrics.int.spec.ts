import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';

const TOKEN = 'metrics-token-for-the-api-tests';

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token, or with another one, in the problem shape', async () => {
    for (const authorization of [undefined, 'Bearer not-the-metrics-token', `Basic ${TOKEN}`]) {
      const req = t.http().get('/metrics');
      if (authorization) req.set('authorization', authorization);
      const res = await req.expect(401);
      expect(res.body).toMatchObject({ status: 401, code: 'METRICS_TOKEN_REQUIRED', detail: 'A valid metrics token is required' });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.text).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers the token with every metric family, requests labelled by route pattern', async () => {
    const reagentId = randomUUID();
    await t.http().get(`/api/reagents/${reagentId}`);
    await t.http().get('/api/health/live').expect(200);

    const res = await t.http().get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toContain('text/plain');
    for (const family of [
      'http_request_duration_seconds',
      'reagentswap_outbox_undispatched_events',
      'reagentswap_event_deliveries_pending',
      'reagentswap_event_deliveries_parked',
      'reagentswap_event_delivery_lag_seconds',
      'reagentswap_socketio_connected_sockets',
      'reagentswap_queue_jobs',
      'reagentswap_db_pool_connections',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(res.text).toContain(`# TYPE ${family} `);
    }
    expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/reagents\/:id",status="\d{3}"\} 1/);
    expect(res.text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health\/live",status="200"\} 1/);
    expect(res.text).not.toContain(reagentId);
    expect(res.text).toContain('reagentswap_queue_jobs{queue="email",state="waiting"}');
    expect(res.text).toMatch(/reagentswap_db_pool_connections\{state="total"\} [1-9]/);
  });

  it('counts parked deliveries and the lag of an event still owed to a subscriber', async () => {
    const [event] = await t.orm.em
      .fork()
      .execute<{ id: string }[]>(
        `insert into outbox (event_type, payload, occurred_at, dispatched_at) values ('test.metrics', '{}', now() - interval '1 hour', now()) returning id`,
      );
    await t.orm.em.fork().execute(
      `insert into event_deliveries (outbox_id, subscriber, status, parked_at) values (?, 'test.metrics-parked', 'parked', now()),
                                                                                 (?, 'test.metrics-pending', 'pending', null)`,
      [event!.id, event!.id],
    );
    try {
      const res = await t.http().get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200);
      const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(res.text)?.[1]);
      expect(value('reagentswap_event_deliveries_parked')).toBeGreaterThanOrEqual(1);
      expect(value('reagentswap_event_deliveries_pending')).toBeGreaterThanOrEqual(1);
      expect(value('reagentswap_event_delivery_lag_seconds')).toBeGreaterThanOrEqual(3600);
    } finally {
      await t.orm.em.fork().execute(`delete from event_deliveries where outbox_id = ?`, [event!.id]);
      await t.orm.em.fork().execute(`delete from outbox where id = ?`, [event!.id]);
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is off: 404, whatever the client sends', async () => {
    await t.http().get('/metrics').expect(404);
    await t.http().get('/metrics').set('authorization', 'Bearer anything-at-all-here').expect(404);
  });
});

// With REDIS_URL the queues are bull's: their depth is Redis' count, and readiness checks Redis too.
// Skipped without REDIS_URL (the embedded default has no Redis to count); .ci/run and CI set it, so it runs there.
(process.env.REDIS_URL ? describe : describe.skip)('GET /metrics with Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, REDIS_URL: process.env.REDIS_URL! });
  });
  afterAll(() => t.close());

  it('reports the bull queues by state, and readiness sees Redis up', async () => {
    const res = await t.http().get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200);
    for (const queue of ['email', 'push'])
      for (const state of ['waiting', 'active', 'delayed'])
        expect(res.text).toMatch(new RegExp(`reagentswap_queue_jobs\\{queue="${queue}",state="${state}"\\} \\d+`));
    const ready = await t.http().get('/api/health/ready').expect(200);
    expect(ready.body.checks.redis).toBe('up');
  });
});
