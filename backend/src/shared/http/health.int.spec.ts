import pg from 'pg';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { HttpTraffic } from '../observability/http-traffic.js';
import { withoutRelay } from '../outbox/testing/relay-until.js';
import { migrationsList } from '../../migrations/index.js';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports the database as up', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers malformed JSON with a clear problem', async () => {
    const res = await t.http().post('/api/auth/login').set('content-type', 'application/json').send('{bad').expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'MALFORMED_JSON', detail: 'Malformed JSON in request body' });
  });

  it('answers unknown API routes with 404 in the same shape', async () => {
    const res = await t.http().get('/api/nope').expect(404);
    expect(res.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('GET /api/health/live and /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('live: the process answers, whatever its dependencies', async () => {
    const res = await t.http().get('/api/health/live').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('ready: the database answers, Redis (when configured) too, and every migration is applied', async () => {
    const res = await t.http().get('/api/health/ready').expect(200);
    expect(res.body).toEqual({
      status: 'ready',
      checks: { database: 'up', redis: 'not configured', migrations: 'up', shutdown: 'no' },
    });
  });

  it('ready: 503 naming the migrations this build has and the database lacks', async () => {
    const last = migrationsList.at(-1)!.name;
    const em = t.orm.em.fork();
    const [row] = await em.execute<{ executed_at: Date }[]>('delete from schema_migrations where name = ? returning executed_at', [last]);
    try {
      const res = await t.http().get('/api/health/ready').expect(503);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.body).toMatchObject({
        status: 503,
        code: 'NOT_READY',
        detail: 'Not ready: migrations',
        failed: ['migrations'],
        checks: { database: 'up', migrations: { missing: [last] } },
      });
    } finally {
      await em.execute('insert into schema_migrations (name, executed_at) values (?, ?)', [last, row!.executed_at]);
    }
    await t.http().get('/api/health/ready').expect(200);
  });
});

describe('GET /api/health/ready while shutting down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('turns 503 as soon as the drain begins, while live still answers', async () => {
    t.app.get(HttpTraffic).beginDraining();
    const res = await t.http().get('/api/health/ready').expect(503);
    expect(res.body).toMatchObject({ code: 'NOT_READY', failed: ['shutdown'], checks: { database: 'up', shutdown: 'draining' } });
    expect(res.headers.connection).toBe('close');
    await t.http().get('/api/health/live').expect(200);
  });
});

describe('GET /api/health/ready when the database is unreachable', () => {
  let t: TestApp;
  const databaseName = () => new URL(process.env.DATABASE_URL!).pathname.slice(1);
  /** Runs SQL on the server's maintenance database (the app's own database is what gets cut off). */
  async function onServer(sql: string): Promise<void> {
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = '/postgres';
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }
  const cutOff = async (allow: boolean) => {
    await onServer(`alter database "${databaseName()}" with allow_connections ${allow}`);
    if (!allow) await onServer(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${databaseName()}'`);
  };

  beforeAll(async () => {
    // No relay: a delivery transaction cut off mid-way could keep the app's close waiting on it.
    t = await withoutRelay(() => createTestApp());
  });
  afterAll(async () => {
    await cutOff(true);
    await t.close();
  });

  it('answers 503 naming the database, and ready again once it is back', async () => {
    await cutOff(false);
    const res = await t.http().get('/api/health/ready').expect(503);
    expect(res.body).toMatchObject({
      code: 'NOT_READY',
      failed: ['database', 'migrations'],
      checks: { database: 'down', migrations: 'unknown' },
    });
    await t.http().get('/api/health/live').expect(200);
    await cutOff(true);
    await t.http().get('/api/health/ready').expect(200);
  });
});
