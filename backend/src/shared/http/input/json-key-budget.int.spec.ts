import { randomUUID } from 'node:crypto';
import { routeInventory, type RouteInfo } from '../../../testing/route-inventory.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { keyFloodBody } from './key-flood.fixture.js';

/**
 * Issue 14, item 1: a ~1 MB body of 120,000 keys blocked the event loop ~15 s on any route with a
 * body (class-transformer's key de-duplication is quadratic). The key budget refuses it right after
 * JSON.parse, before any DTO is built, on every route, signed in or not.
 */

/**
 * Generous on purpose (a loaded CI machine must not flake it): the refusal takes tens of
 * milliseconds; without the budget each of these floods stalled the server ~15 s (26 s measured).
 */
const PROMPT_MS = 5_000;
/** A ceiling for the whole pass over every route on a loaded machine, not a measurement. */
const PASS_CEILING_MS = 180_000;
const ONE_MEGABYTE = 1024 * 1024;

describe('Key floods are refused before any DTO transformation (API)', () => {
  let t: TestApp;
  let bodyRoutes: RouteInfo[];
  const flood = keyFloodBody();

  beforeAll(async () => {
    t = await createTestApp();
    bodyRoutes = routeInventory(t.app).filter((route) => route.method !== 'get');
  });
  afterAll(() => t.close());

  const sendFlood = (route: RouteInfo) => {
    const request = t.http()[route.method](route.path.replace(/:(\w+)/g, () => randomUUID()));
    return request
      .set('Content-Type', 'application/json')
      .send(flood)
      .ok(() => true);
  };

  it('the probe stays under the body size bound, so it reaches the JSON parser', () => {
    expect(Buffer.byteLength(flood)).toBeLessThan(ONE_MEGABYTE);
    expect(Object.keys(JSON.parse(flood) as object)).toHaveLength(120_002);
  });

  it(
    'every route that takes a body answers 400 JSON_TOO_MANY_KEYS in the problem shape',
    async () => {
      expect(bodyRoutes.length).toBeGreaterThan(20);
      const wrong: string[] = [];
      for (const route of bodyRoutes) {
        const res = await sendFlood(route);
        const problem = res.body as Record<string, unknown>;
        if (res.status !== 400 || problem.code !== 'JSON_TOO_MANY_KEYS' || !String(res.headers['content-type']).includes('problem+json')) {
          wrong.push(`${route.method.toUpperCase()} ${route.path}: ${res.status} ${res.text.slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
    },
    PASS_CEILING_MS,
  );

  it('the refusal says what the bound is', async () => {
    const res = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send(flood).expect(400);
    expect(res.body).toEqual(
      expect.objectContaining({
        status: 400,
        code: 'JSON_TOO_MANY_KEYS',
        detail: 'The JSON in the request has too many keys (at most 1000 in one object and 10000 in all)',
      }),
    );
  });

  it('/api/health answers promptly while floods are in flight', async () => {
    const login = bodyRoutes.find((route) => route.path === '/api/auth/login')!;
    const floods = Promise.all([sendFlood(login), sendFlood(login), sendFlood(login)]);
    const started = Date.now();
    const health = await t.http().get('/api/health');
    const healthMs = Date.now() - started;
    const statuses = (await floods).map((res) => res.status);
    expect(health.status).toBe(200);
    expect(statuses).toEqual([400, 400, 400]);
    expect(healthMs).toBeLessThan(PROMPT_MS);
  });

  it('a body of 1,000 keys in one object still reaches validation (the bound is not below real forms)', async () => {
    const keys = Object.fromEntries(Array.from({ length: 998 }, (_, i) => [`k${i}`, 0]));
    const res = await t
      .http()
      .post('/api/auth/login')
      .send({ ...keys, email: 'nobody@test.example', password: 'x' });
    expect(res.body.code).not.toBe('JSON_TOO_MANY_KEYS');
  });
});
