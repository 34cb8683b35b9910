import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { createTestApp, signedInAccount, STRONG_PASSWORD, type TestApp } from '../../../testing/test-app.js';
import { bearer, login, outboxPayloads, refreshCookieOf, tokenFromLink } from '../testing/identity.fixtures.js';

/** The test app's secret (testing/test-app.ts): lets a test forge tokens the server would accept. */
const TEST_SECRET = 'test-secret-that-is-at-least-32-characters-long';
const SESSION_ENDED = { status: 401, code: 'SESSION_ENDED', detail: 'Your session has expired. Please log in again.' };
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string; sid: string };

describe('an access token lives only as long as its session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (token: string) => t.http().get('/api/auth/me').set(bearer(token));
  const refresh = (cookie: string) => t.http().post('/api/auth/refresh').set('Cookie', cookie);

  it('signing out ends the access token at once', async () => {
    const member = await signedInAccount(t);
    await me(member.token).expect(200);
    await t.http().post('/api/auth/logout').set('Cookie', refreshCookieOf(member.cookie)).expect(204);
    expect((await me(member.token).expect(401)).body).toMatchObject(SESSION_ENDED);
  });

  it("signing out one device leaves the member's other sessions alone", async () => {
    const member = await signedInAccount(t);
    const other = await login(t, member.email).expect(200);
    await t.http().post('/api/auth/logout').set('Cookie', refreshCookieOf(member.cookie)).expect(204);
    await me(other.body.accessToken).expect(200);
  });

  it('signing out with the bearer token alone (no cookie) ends that session: its refresh token and access tokens are refused', async () => {
    const member = await signedInAccount(t);
    const other = await login(t, member.email).expect(200);
    await t.http().post('/api/auth/logout').set(bearer(member.token)).expect(204);
    expect((await me(member.token).expect(401)).body).toMatchObject(SESSION_ENDED);
    await refresh(refreshCookieOf(member.cookie)).expect(401);
    await me(other.body.accessToken).expect(200);
  });

  it('a bearer token that does not verify ends nothing at sign-out', async () => {
    const member = await signedInAccount(t);
    const { sub, sid } = claimsOf(member.token);
    const expired = new JwtService({ secret: TEST_SECRET }).sign({ sub, sid, exp: Math.floor(Date.now() / 1000) - 1 });
    const foreign = new JwtService({ secret: 'another-secret-that-is-at-least-32-characters' }).sign({ sub, sid });
    for (const token of [expired, foreign, 'not.a.jwt']) await t.http().post('/api/auth/logout').set(bearer(token)).expect(204);
    await me(member.token).expect(200);
    await refresh(refreshCookieOf(member.cookie)).expect(200);
  });

  it('signing out publishes SessionEnded for that session, once (realtime closes its sockets)', async () => {
    const member = await signedInAccount(t);
    const cookie = refreshCookieOf(member.cookie);
    await t.http().post('/api/auth/logout').set('Cookie', cookie).set(bearer(member.token)).expect(204);
    await t.http().post('/api/auth/logout').set('Cookie', cookie).expect(204);
    expect(await outboxPayloads(t, 'identity.session-ended', member.id)).toEqual([
      { userId: member.id, sessionId: claimsOf(member.token).sid },
    ]);
  });

  it('a refresh keeps the session, so earlier access tokens of it stay valid until they expire', async () => {
    const member = await signedInAccount(t);
    const rotated = await refresh(refreshCookieOf(member.cookie)).expect(200);
    await me(member.token).expect(200);
    await me(rotated.body.accessToken).expect(200);
  });

  it('replaying a rotated refresh token ends every access token of the family', async () => {
    const member = await signedInAccount(t);
    const first = refreshCookieOf(member.cookie);
    const rotated = await refresh(first).expect(200);
    await refresh(first).expect(401);
    for (const token of [member.token, rotated.body.accessToken as string])
      expect((await me(token).expect(401)).body).toMatchObject(SESSION_ENDED);
  });

  it('changing the password ends the other sessions, not this one', async () => {
    const here = await signedInAccount(t);
    const elsewhere = await login(t, here.email).expect(200);
    await t
      .http()
      .post('/api/profile/password')
      .set(bearer(here.token))
      .send({ currentPassword: STRONG_PASSWORD, newPassword: 'simple', confirmPassword: 'simple' })
      .expect(200);
    await me(here.token).expect(200);
    expect((await me(elsewhere.body.accessToken).expect(401)).body).toMatchObject(SESSION_ENDED);
  });

  it('a password reset ends every session', async () => {
    const member = await signedInAccount(t);
    const second = await login(t, member.email).expect(200);
    await t.http().post('/api/auth/password-reset').send({ email: member.email }).expect(200);
    const [event] = (await outboxPayloads<{ resetUrl: string }>(t, 'identity.password-reset-requested', member.id)).slice(-1);
    const password = 'Brand!New1';
    await t
      .http()
      .post('/api/auth/password-reset/confirm')
      .send({ token: tokenFromLink(event!.resetUrl), password, confirmPassword: password })
      .expect(200);
    for (const token of [member.token, second.body.accessToken as string])
      expect((await me(token).expect(401)).body).toMatchObject(SESSION_ENDED);
  });

  it('a suspension answers with the account status, not as an ended session', async () => {
    const admin = await signedInAccount(t, { isAdmin: true });
    const member = await signedInAccount(t);
    await t.http().post(`/api/admin/users/${member.id}/suspend`).set(bearer(admin.token)).expect(200);
    expect((await me(member.token).expect(403)).body).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
  });
});

describe('access tokens the guard refuses', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof signedInAccount>>;
  let sessionId: string;
  beforeAll(async () => {
    t = await createTestApp();
    member = await signedInAccount(t);
    sessionId = (JSON.parse(Buffer.from(member.token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
  });
  afterAll(() => t.close());

  const forge = (claims: Record<string, unknown>, secret = TEST_SECRET) => new JwtService({ secret }).sign(claims);
  const now = () => Math.floor(Date.now() / 1000);
  // A route with its own signed-out message (spec: 'You must be logged in to update your profile').
  const profile = (token: string) => t.http().patch('/api/profile').set(bearer(token)).send({});

  it('accepts a well-formed token of a live session (the forging helper is sound)', async () => {
    await t
      .http()
      .get('/api/profile')
      .set(bearer(forge({ sub: member.id, sid: sessionId, exp: now() + 60 })))
      .expect(200);
  });

  it.each([
    ['expired', () => forge({ sub: member.id, sid: sessionId, exp: now() - 1 })],
    [
      'signed with another secret',
      () => forge({ sub: member.id, sid: sessionId, exp: now() + 60 }, 'another-secret-that-is-at-least-32-characters'),
    ],
    ['without a session id', () => forge({ sub: member.id, exp: now() + 60 })],
    ['for an account that does not exist', () => forge({ sub: randomUUID(), sid: sessionId, exp: now() + 60 })],
    ['not a JWT at all', () => 'not.a.jwt'],
  ])("answers a token %s with the route's signed-out message", async (_, token) => {
    const res = await profile(token()).expect(401);
    expect(res.body).toMatchObject({ code: 'UNAUTHORIZED', detail: 'You must be logged in to update your profile' });
  });

  it('answers a token of a session that never existed as an ended session', async () => {
    expect((await profile(forge({ sub: member.id, sid: randomUUID(), exp: now() + 60 })).expect(401)).body).toMatchObject(SESSION_ENDED);
  });

  it('reads admin rights from the database, never from the token', async () => {
    const res = await t
      .http()
      .get('/api/admin/registrations')
      .set(bearer(forge({ sub: member.id, sid: sessionId, admin: true, exp: now() + 60 })))
      .expect(403);
    expect(res.body.code).toBe('ADMIN_REQUIRED');
  });
});
