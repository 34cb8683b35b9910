import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createTestApp, signedInAccount, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../../../testing/test-app.js';
import { TRUSTED_DEVICE_COOKIE } from '../infrastructure/trusted-devices.js';

const LOCK_AFTER = 10;
const LOCKED = /^Too many failed sign-in attempts for this account\. Please try again in 1 minute\.$/;
// Long enough that no lock in these tests lifts while a test still expects it; one test uses its own short lock.
const lockoutEnv = { SIGN_IN_LOCK_AFTER_FAILURES: String(LOCK_AFTER), SIGN_IN_LOCK_SECONDS: '60' };

const redisUrl = process.env.REDIS_URL;
const stores: Array<[string, Record<string, string>]> = [
  ['process memory', {}],
  ...(redisUrl
    ? [
        ['Redis', { REDIS_URL: redisUrl, RATE_LIMIT_PREFIX: `test-${randomUUID().slice(0, 8)}:rate-limit` }] as [
          string,
          Record<string, string>,
        ],
      ]
    : []),
];
// Skipped only without REDIS_URL (`npm test` on the embedded default has no Redis for the shared per-account counters);
// .ci/run and CI set it, so there the Redis cases above always run.
if (!redisUrl) it.skip('per-account sign-in limits on Redis (skipped: REDIS_URL is not set; CI sets it)', () => undefined);

/** Each attempt from another address, as a distributed attacker would (the test app trusts loopback as a proxy). */
const fromAddress = (i: number) => `198.51.100.${(i % 250) + 1}`;

describe.each(stores)('per-account sign-in limit (%s)', (_store, storeEnv) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...lockoutEnv, ...storeEnv });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, i: number, cookie?: string) => {
    const req = t.http().post('/api/auth/login').set('X-Forwarded-For', fromAddress(i));
    return (cookie ? req.set('Cookie', cookie) : req).send({ email, password });
  };
  const deviceCookie = (res: { headers: Record<string, unknown> }) =>
    ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith(`${TRUSTED_DEVICE_COOKIE}=`))!.split(';')[0]!;

  it('locks an account after repeated failures from many addresses, then refuses even the right password', async () => {
    const { email } = await signedInAccount(t);
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await signIn(email, `Wrong!${i}pass`, i);
      answers.push(res.status);
      if (res.status === 401) expect(res.body.detail).toBe('Invalid email or password');
      else expect(res.body).toMatchObject({ code: 'ACCOUNT_LOCKED', detail: expect.stringMatching(LOCKED) });
    }
    expect(answers).toEqual([...Array(LOCK_AFTER).fill(401), ...Array(30 - LOCK_AFTER).fill(429)]);

    const refused = await signIn(email, STRONG_PASSWORD, 31).expect(429);
    expect(refused.body).toMatchObject({ code: 'ACCOUNT_LOCKED', detail: expect.stringMatching(LOCKED) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('checks at most N passwords in a burst of concurrent guesses from many addresses', async () => {
    const { email } = await signedInAccount(t);
    // 401 means the password was checked, 429 that it was refused unchecked.
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => signIn(email, `Wrong!${i}pass`, i).then((res) => res.status)));
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(LOCK_AFTER);
    expect(answers.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    await signIn(email, STRONG_PASSWORD, 61).expect(429);
  });

  it('lifts the lock by itself once SIGN_IN_LOCK_SECONDS have passed', async () => {
    const shortLock = await createTestApp({ ...storeEnv, SIGN_IN_LOCK_AFTER_FAILURES: '3', SIGN_IN_LOCK_SECONDS: '2' });
    try {
      const { email } = await signedInAccount(shortLock);
      const attempt = (password: string, i: number) =>
        shortLock.http().post('/api/auth/login').set('X-Forwarded-For', fromAddress(i)).send({ email, password });
      for (let i = 0; i < 3; i++) await attempt('Wrong!pass1', i).expect(401);
      await attempt(STRONG_PASSWORD, 3).expect(429);
      await sleep(2_100);
      await attempt(STRONG_PASSWORD, 4).expect(200);
    } finally {
      await shortLock.close();
    }
  });

  it('keeps signing in a browser that signed in to the account before, while strangers stay locked out', async () => {
    const { email, cookie } = await signedInAccount(t);
    const trusted = cookie.map((c) => c.split(';')[0]).find((c) => c.startsWith(`${TRUSTED_DEVICE_COOKIE}=`));
    expect(trusted).toBeDefined();
    for (let i = 0; i < LOCK_AFTER; i++) await signIn(email, 'Wrong!pass1', i).expect(401);
    await signIn(email, STRONG_PASSWORD, 50).expect(429);
    const owner = await signIn(email, STRONG_PASSWORD, 51, trusted).expect(200);
    expect(deviceCookie(owner)).toMatch(new RegExp(`^${TRUSTED_DEVICE_COOKIE}=`));
  });

  it('does not trust a device cookie issued for another account', async () => {
    const victim = await signedInAccount(t);
    const attacker = await signedInAccount(t);
    const attackersCookie = attacker.cookie.map((c) => c.split(';')[0]).find((c) => c.startsWith(`${TRUSTED_DEVICE_COOKIE}=`))!;
    for (let i = 0; i < LOCK_AFTER; i++) await signIn(victim.email, 'Wrong!pass1', i, attackersCookie).expect(401);
    await signIn(victim.email, STRONG_PASSWORD, 60, attackersCookie).expect(429);
  });

  it('a trusted browser that keeps guessing loses its pass', async () => {
    const { email, cookie } = await signedInAccount(t);
    const trusted = cookie.map((c) => c.split(';')[0]).find((c) => c.startsWith(`${TRUSTED_DEVICE_COOKIE}=`))!;
    for (let i = 0; i < LOCK_AFTER; i++) await signIn(email, 'Wrong!pass1', i, trusted).expect(401);
    // Its failures did not lock the account for others, but the browser is now judged like any other.
    await signIn(email, STRONG_PASSWORD, 70).expect(200);
    for (let i = 0; i < LOCK_AFTER; i++) await signIn(email, 'Wrong!pass1', i).expect(401);
    await signIn(email, STRONG_PASSWORD, 71, trusted).expect(429);
  });

  it('locks an unknown e-mail the same way, so the lock reveals nothing about who has an account', async () => {
    const email = uniqueEmail('nobody');
    for (let i = 0; i < LOCK_AFTER; i++) await signIn(email, 'Wrong!pass1', i).expect(401);
    const res = await signIn(email, 'Wrong!pass1', 80).expect(429);
    expect(res.body.code).toBe('ACCOUNT_LOCKED');
  });

  it('a successful sign-in clears the failures counted so far', async () => {
    const { email } = await signedInAccount(t);
    for (let i = 0; i < LOCK_AFTER - 1; i++) await signIn(email, 'Wrong!pass1', i).expect(401);
    await signIn(email, STRONG_PASSWORD, 90).expect(200);
    for (let i = 0; i < LOCK_AFTER - 1; i++) await signIn(email, 'Wrong!pass1', i).expect(401);
    await signIn(email, STRONG_PASSWORD, 91).expect(200);
  });
});
