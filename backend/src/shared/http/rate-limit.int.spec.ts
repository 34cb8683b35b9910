import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { TOO_MANY_REQUESTS_MESSAGE } from './rate-limit.js';
import { RATE_LIMIT_STORE } from './rate-limit-store.js';
import { RedisRateLimitStore } from './redis-rate-limit-store.js';

const redisUrl = process.env.REDIS_URL;
// Skipped only without REDIS_URL (`npm test` on the embedded default has no Redis to run on);
// .ci/run sets it, so CI always runs this suite.
const describeWithRedis = redisUrl ? describe : describe.skip;

const attemptOn = (t: TestApp) => t.http().post('/api/auth/login').send({ email: 'nobody@test.example', password: 'Wrong!1234' });

describeWithRedis(`rate limits on Redis${redisUrl ? '' : ' (skipped: REDIS_URL is not set; CI sets it)'}`, () => {
  const shared = {
    REDIS_URL: redisUrl!,
    RATE_LIMIT_PREFIX: `test-${randomUUID().slice(0, 8)}:rate-limit`,
    AUTH_RATE_LIMIT_PER_MINUTE: '4',
  };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp(shared);
    second = await createTestApp(shared);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('keeps the counters in Redis', () => {
    expect(first.app.get(RATE_LIMIT_STORE)).toBeInstanceOf(RedisRateLimitStore);
  });

  it('is global: two instances on one Redis allow the limit once between them, not once each', async () => {
    for (const t of [first, second, first, second]) await attemptOn(t).expect(401);
    for (const t of [first, second]) {
      const res = await attemptOn(t).expect(429);
      expect(res.body).toMatchObject({ code: 'RATE_LIMITED', detail: TOO_MANY_REQUESTS_MESSAGE });
      const retryAfter = Number(res.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
  });
});

describeWithRedis(`the Redis store${redisUrl ? '' : ' (skipped: REDIS_URL is not set; CI sets it)'}`, () => {
  const prefix = `test-${randomUUID().slice(0, 8)}:`;
  const stores = [new RedisRateLimitStore(redisUrl!, prefix), new RedisRateLimitStore(redisUrl!, prefix)];
  beforeAll(() => Promise.all(stores.map((store) => store.connect())));
  afterAll(() => Promise.all(stores.map((store) => store.close())));

  it('counts concurrent hits from two clients exactly, and every window gets its expiry', async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % 2]!.hit('burst', 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const { resetInMs } of counts) {
      expect(resetInMs).toBeGreaterThan(0);
      expect(resetInMs).toBeLessThanOrEqual(60_000);
    }
    expect(await stores[1]!.peek('burst')).toMatchObject({ count: 40 });
  });

  it('grants exactly `limit` of 40 concurrent reservations from two clients, and none while the blocking key is open', async () => {
    const reservations = await Promise.all(Array.from({ length: 40 }, (_, i) => stores[i % 2]!.reserve('slots', 10, 60_000)));
    expect(reservations.filter((r) => r.granted)).toHaveLength(10);
    expect(await stores[0]!.peek('slots')).toMatchObject({ count: 10 });
    await stores[0]!.hit('slots-lock', 60_000);
    expect(await stores[1]!.reserve('other-slots', 10, 60_000, 'slots-lock')).toMatchObject({ granted: false, count: 1 });
    expect(await stores[1]!.peek('other-slots')).toMatchObject({ count: 0 });
  });
});

describe('rate limits without Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it('are held in process memory and still answer 429 with Retry-After', async () => {
    expect(t.app.get(RATE_LIMIT_STORE)).not.toBeInstanceOf(RedisRateLimitStore);
    const attempt = () => attemptOn(t).set('X-Forwarded-For', '198.51.100.7');
    for (let i = 0; i < 2; i++) await attempt().expect(401);
    const res = await attempt().expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe('client address behind a proxy', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY trusts the peer, so clients cannot pick fresh addresses', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'false' });
    try {
      for (let i = 0; i < 2; i++) await attemptOn(t).set('X-Forwarded-For', `203.0.113.${i}`).expect(401);
      await attemptOn(t).set('X-Forwarded-For', '203.0.113.99').expect(429);
    } finally {
      await t.close();
    }
  });

  it('keys on the forwarded address when the proxy is trusted (loopback, the default)', async () => {
    const t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
    try {
      for (let i = 0; i < 2; i++) await attemptOn(t).set('X-Forwarded-For', '203.0.113.1').expect(401);
      await attemptOn(t).set('X-Forwarded-For', '203.0.113.1').expect(429);
      await attemptOn(t).set('X-Forwarded-For', '203.0.113.2').expect(401);
    } finally {
      await t.close();
    }
  });
});
