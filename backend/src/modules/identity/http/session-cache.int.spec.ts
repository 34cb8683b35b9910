import { statementsSent } from '../../../testing/sent-statements.js';
import { createTestApp, signedInAccount, STRONG_PASSWORD, type TestApp } from '../../../testing/test-app.js';
import { SessionCache } from '../infrastructure/session-cache.js';
import { bearer, login, refreshCookieOf } from '../testing/identity.fixtures.js';

const SESSION_ENDED = { status: 401, code: 'SESSION_ENDED' };
const SUSPENDED = { status: 403, code: 'ACCOUNT_SUSPENDED' };

/** Two instances of the app on one database, as a deployment with `--scale api=2` runs them. */
describe('the session check across instances (identity SessionCache)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    [a, b] = [await createTestApp(), await createTestApp()];
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
  });

  const me = (t: TestApp, token: string) => t.http().get('/api/auth/me').set(bearer(token));
  const cacheOf = (t: TestApp) => t.app.get(SessionCache);

  /** The session-check statements sent while `work` runs. */
  const sessionStatements = async (work: () => Promise<unknown>) =>
    (await statementsSent(work)).filter((statement) => /\bfrom refresh_tokens t\b/.test(statement.text)).length;

  /** Until the instance's LISTEN connection is (or is not) in place: a positive wait, never a sleep before a negative check. */
  async function untilServing(t: TestApp, serving: boolean): Promise<void> {
    while (cacheOf(t).serving !== serving) await new Promise((resolve) => setTimeout(resolve, 10));
  }

  it('checks a live session in the database once per instance, then from memory', async () => {
    const member = await signedInAccount(a);
    expect(await sessionStatements(() => me(b, member.token).expect(200))).toBe(1);
    expect(
      await sessionStatements(async () => {
        for (let i = 0; i < 3; i++) await me(b, member.token).expect(200);
      }),
    ).toBe(0);
  });

  it('a sign-out on one instance is refused on the other as soon as it hears of it', async () => {
    const member = await signedInAccount(a);
    await me(b, member.token).expect(200);
    const heard = cacheOf(b).heardChangeOf(member.id);
    await a.http().post('/api/auth/logout').set('Cookie', refreshCookieOf(member.cookie)).expect(204);
    await heard;
    expect((await me(b, member.token).expect(401)).body).toMatchObject(SESSION_ENDED);
    // …and on the instance that signed it out, at once, with no notification awaited.
    expect((await me(a, member.token).expect(401)).body).toMatchObject(SESSION_ENDED);
  });

  it('a suspension by an admin on one instance is refused on the other', async () => {
    const admin = await signedInAccount(a, { isAdmin: true });
    const member = await signedInAccount(a);
    await Promise.all([me(a, member.token).expect(200), me(b, member.token).expect(200)]);
    const heard = cacheOf(b).heardChangeOf(member.id);
    await a.http().post(`/api/admin/users/${member.id}/suspend`).set(bearer(admin.token)).expect(200);
    expect((await me(a, member.token).expect(403)).body).toMatchObject(SUSPENDED);
    await heard;
    expect((await me(b, member.token).expect(403)).body).toMatchObject(SUSPENDED);
  });

  it('a password change on one instance ends the other sessions on the other instance', async () => {
    const here = await signedInAccount(a);
    const elsewhere = (await login(b, here.email).expect(200)).body.accessToken as string;
    await me(b, elsewhere).expect(200);
    const heard = cacheOf(b).heardChangeOf(here.id);
    await a
      .http()
      .post('/api/profile/password')
      .set(bearer(here.token))
      .send({ currentPassword: STRONG_PASSWORD, newPassword: 'simple', confirmPassword: 'simple' })
      .expect(200);
    await heard;
    expect((await me(b, elsewhere).expect(401)).body).toMatchObject(SESSION_ENDED);
    await me(b, here.token).expect(200);
  });

  it('hears a change made outside the app (a script, another service) too', async () => {
    const member = await signedInAccount(a);
    await me(b, member.token).expect(200);
    const heard = cacheOf(b).heardChangeOf(member.id);
    await a.orm.em.fork().execute('update users set is_deleted = true where id = ?', [member.id]);
    await heard;
    expect((await me(b, member.token).expect(403)).body).toMatchObject(SUSPENDED);
  });

  it('admin rights granted or taken reach the cached session', async () => {
    const member = await signedInAccount(a);
    await b.http().get('/api/admin/registrations').set(bearer(member.token)).expect(403);
    const heard = cacheOf(b).heardChangeOf(member.id);
    await a.orm.em.fork().execute('update users set is_admin = true where id = ?', [member.id]);
    await heard;
    await b.http().get('/api/admin/registrations').set(bearer(member.token)).expect(200);
  });

  it('reads the database while its LISTEN connection is down, and serves from memory again once it is back', async () => {
    const member = await signedInAccount(a);
    await me(b, member.token).expect(200);
    // Ends the listening sessions of this database (both instances'): the notifications of the gap are lost.
    await a.orm.em
      .fork()
      .execute(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'listen:identity_session_changed'`,
      );
    await untilServing(b, false);
    await a.orm.em.fork().execute('update refresh_tokens set revoked_at = now() where user_id = ? and revoked_at is null', [member.id]);
    expect((await me(b, member.token).expect(401)).body).toMatchObject(SESSION_ENDED);
    await untilServing(b, true);
    expect((await me(b, member.token).expect(401)).body).toMatchObject(SESSION_ENDED);

    const other = await signedInAccount(a);
    await me(b, other.token).expect(200);
    expect(await sessionStatements(() => me(b, other.token).expect(200))).toBe(0);
  });
});
