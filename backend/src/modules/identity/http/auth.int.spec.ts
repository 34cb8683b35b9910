import { createTestApp, signedInAccount, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../../../testing/test-app.js';
import { SessionCache } from '../infrastructure/session-cache.js';

interface Directory {
  universityId: string;
  labId: string;
}

async function createDirectory(t: TestApp): Promise<Directory> {
  const uni = await t
    .http()
    .post('/api/universities')
    .send({ name: `Uni ${uniqueEmail('u')}`, city: 'Ghent', country: 'Belgium' })
    .expect(201);
  const lab = await t.http().post('/api/labs').send({ name: 'Cell Biology', universityId: uni.body.id }).expect(201);
  return { universityId: uni.body.id, labId: lab.body.id };
}

function validRegistration(dir: Directory, overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('reg'),
    username: 'Dr Test',
    universityId: dir.universityId,
    labId: dir.labId,
    password: STRONG_PASSWORD,
    confirmPassword: STRONG_PASSWORD,
    acceptTerms: true,
    ...overrides,
  };
}

const cookieFrom = (res: { headers: Record<string, unknown> }) =>
  ((res.headers['set-cookie'] as string[] | undefined) ?? []).find((c) => c.startsWith('rs_refresh='))!.split(';')[0]!;

describe('registration', () => {
  let t: TestApp;
  let dir: Directory;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await createDirectory(t);
  });
  afterAll(() => t.close());

  // Each case breaks one rule and keeps everything after it broken too, proving the order of spec §5.
  const cases: [string, Record<string, unknown>][] = [
    ['Email is required', { email: '  ', username: '', universityId: '', labId: '', password: '', acceptTerms: false }],
    ['Username is required', { username: ' ', universityId: '', labId: '', password: '', acceptTerms: false }],
    ['Please select a university', { universityId: '', labId: '', password: '', acceptTerms: false }],
    ['Please select a lab', { labId: '', password: '', acceptTerms: false }],
    ['Password must be at least 8 characters', { password: 'Ab!', confirmPassword: 'x', acceptTerms: false }],
    ['Password must contain at least one uppercase letter', { password: 'abcdefg!', confirmPassword: 'x', acceptTerms: false }],
    ['Password must contain at least one special character', { password: 'Abcdefgh', confirmPassword: 'x', acceptTerms: false }],
    ['Passwords do not match', { confirmPassword: 'Different!1', acceptTerms: false }],
    ['You must agree to the Terms & Conditions and Privacy Policy', { acceptTerms: false }],
  ];

  it.each(cases)('answers "%s" first', async (message, overrides) => {
    const res = await t.http().post('/api/auth/register').send(validRegistration(dir, overrides)).expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', detail: message });
    expect(res.body.errors[0].message).toBe(message);
  });

  it('rejects a lab that does not belong to the chosen university', async () => {
    const other = await createDirectory(t);
    const res = await t
      .http()
      .post('/api/auth/register')
      .send(validRegistration(dir, { labId: other.labId }))
      .expect(400);
    expect(res.body.detail).toBe('Please select a lab');
  });

  it('creates a pending account and refuses a second one with the same e-mail', async () => {
    const body = validRegistration(dir);
    const res = await t.http().post('/api/auth/register').send(body).expect(201);
    expect(res.body).toMatchObject({
      message: 'Registration successful! Please check your email for confirmation and await approval.',
      user: { email: body.email, approvalStatus: 'pending' },
    });
    const again = await t
      .http()
      .post('/api/auth/register')
      .send({ ...body, email: body.email.toUpperCase() })
      .expect(409);
    expect(again.body).toMatchObject({ code: 'EMAIL_TAKEN', detail: 'An account with this email already exists' });
  });

  it('lets only one of two simultaneous registrations with the same e-mail through', async () => {
    const body = validRegistration(dir);
    const results = await Promise.all([1, 2, 3].map(() => t.http().post('/api/auth/register').send(body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('validates new universities and labs with the spec messages', async () => {
    expect((await t.http().post('/api/universities').send({ city: 'X' }).expect(400)).body.detail).toBe('University name is required');
    expect((await t.http().post('/api/universities').send({ name: 'Nowhere U' }).expect(400)).body.detail).toBe('City is required');
    expect((await t.http().post('/api/labs').send({ universityId: dir.universityId }).expect(400)).body.detail).toBe(
      'Lab name is required',
    );
    expect((await t.http().post('/api/labs').send({ name: 'Lab' }).expect(400)).body.detail).toBe('Please select a university first');
    const labs = await t.http().get(`/api/universities/${dir.universityId}/labs`).expect(200);
    expect(labs.body.map((l: { name: string }) => l.name)).toContain('Cell Biology');
    expect((await t.http().get('/api/universities/not-a-uuid/labs').expect(200)).body).toEqual([]);
  });
});

describe('sign-in and account status', () => {
  let t: TestApp;
  let dir: Directory;
  let admin: Awaited<ReturnType<typeof signedInAccount>>;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await createDirectory(t);
    admin = await signedInAccount(t, { isAdmin: true });
  });
  afterAll(() => t.close());

  async function register() {
    const body = validRegistration(dir);
    const res = await t.http().post('/api/auth/register').send(body).expect(201);
    return { id: res.body.user.id as string, email: body.email };
  }
  const login = (email: string, password = STRONG_PASSWORD) => t.http().post('/api/auth/login').send({ email, password });

  it('requires e-mail and password', async () => {
    expect((await t.http().post('/api/auth/login').send({ email: ' ', password: 'x' }).expect(400)).body.detail).toBe('Email is required');
    expect((await t.http().post('/api/auth/login').send({ email: 'a@b.co', password: '  ' }).expect(400)).body.detail).toBe(
      'Password is required',
    );
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const { email } = await register();
    const wrong = await login(email, 'Wrong!Password1').expect(401);
    const unknown = await login(uniqueEmail('ghost')).expect(401);
    expect(wrong.body.detail).toBe('Invalid email or password');
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a pending account, then lets it in once approved', async () => {
    const { id, email } = await register();
    expect((await login(email).expect(403)).body).toMatchObject({
      code: 'ACCOUNT_PENDING',
      detail: 'Your account is pending approval by an administrator.',
    });
    await t.http().post(`/api/admin/users/${id}/approve`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    const res = await login(email).expect(200);
    expect(res.body.user).toMatchObject({ id, email, approvalStatus: 'approved', isAdmin: false, lab: { name: 'Cell Biology' } });
    const me = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
    expect(me.body.id).toBe(id);
  });

  it('refuses a rejected account', async () => {
    const { id, email } = await register();
    await t.http().post(`/api/admin/users/${id}/reject`).set('Authorization', `Bearer ${admin.token}`).expect(200);
    expect((await login(email).expect(403)).body.code).toBe('ACCOUNT_REJECTED');
    // A decided registration cannot be flipped by a stale screen.
    await t.http().post(`/api/admin/users/${id}/approve`).set('Authorization', `Bearer ${admin.token}`).expect(409);
  });

  it('cuts a suspended member off at once: sign-in, tokens and refresh all refused', async () => {
    const member = await signedInAccount(t);
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${member.token}`).expect(200);
    // Suspended behind the app's back (no command): the instance learns of it from the database's notification.
    const heard = t.app.get(SessionCache).heardChangeOf(member.id);
    await t.orm.em.fork().execute('update users set is_deleted = true where id = ?', [member.id]);
    await heard;
    const suspended = { code: 'ACCOUNT_SUSPENDED', detail: 'Your account has been suspended. Please contact support.' };
    expect((await t.http().get('/api/auth/me').set('Authorization', `Bearer ${member.token}`).expect(403)).body).toMatchObject(suspended);
    expect((await login(member.email).expect(403)).body).toMatchObject(suspended);
    const refreshCookie = member.cookie.find((c) => c.startsWith('rs_refresh='))!.split(';')[0]!;
    expect((await t.http().post('/api/auth/refresh').set('Cookie', refreshCookie).expect(403)).body).toMatchObject(suspended);
  });

  it('guards admin endpoints: 401 without a token, 403 for members', async () => {
    const member = await signedInAccount(t);
    await t.http().get('/api/admin/registrations').expect(401);
    const res = await t.http().get('/api/admin/registrations').set('Authorization', `Bearer ${member.token}`).expect(403);
    expect(res.body.code).toBe('ADMIN_REQUIRED');
    await t.http().post(`/api/admin/users/${member.id}/approve`).set('Authorization', `Bearer ${member.token}`).expect(403);
  });

  it('lists pending registrations newest first for admins', async () => {
    const first = await register();
    const second = await register();
    const res = await t.http().get('/api/admin/registrations').set('Authorization', `Bearer ${admin.token}`).expect(200);
    const ids = res.body.map((r: { id: string }) => r.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(res.body[0]).toMatchObject({ approvalStatus: 'pending', lab: 'Cell Biology' });
  });

  it('rejects a forged or expired access token', async () => {
    await t.http().get('/api/auth/me').set('Authorization', 'Bearer not.a.jwt').expect(401);
  });
});

describe('refresh tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('rotates on every refresh and revokes the family when an old token is replayed', async () => {
    const member = await signedInAccount(t);
    const first = member.cookie.find((c) => c.startsWith('rs_refresh='))!.split(';')[0]!;
    const r1 = await t.http().post('/api/auth/refresh').set('Cookie', first).expect(200);
    const second = cookieFrom(r1);
    expect(second).not.toBe(first);
    expect(r1.body.accessToken).toEqual(expect.any(String));

    // The first token was rotated away: presenting it again is reuse.
    const reuse = await t.http().post('/api/auth/refresh').set('Cookie', first).expect(401);
    expect(reuse.body.code).toBe('REFRESH_TOKEN_REUSED');
    // ...and the whole family is gone, including the token the thief may have obtained.
    await t.http().post('/api/auth/refresh').set('Cookie', second).expect(401);
  });

  it('signs out: the refresh token stops working', async () => {
    const member = await signedInAccount(t);
    const cookie = member.cookie.find((c) => c.startsWith('rs_refresh='))!.split(';')[0]!;
    await t.http().post('/api/auth/logout').set('Cookie', cookie).expect(204);
    expect((await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(401)).body.detail).toBe(
      'Your session has expired. Please log in again.',
    );
  });

  it('a refresh racing a suspension or a sign-out neither deadlocks nor outlives it', async () => {
    const admin = await signedInAccount(t, { isAdmin: true });
    const openTokens = async (userId: string) => {
      const [row] = await t.orm.em
        .fork()
        .execute<{ open: string }[]>('select count(*) as open from refresh_tokens where user_id = ? and revoked_at is null', [userId]);
      return Number(row!.open);
    };
    for (let i = 0; i < 8; i++) {
      const member = await signedInAccount(t);
      const cookie = member.cookie.find((c) => c.startsWith('rs_refresh='))!.split(';')[0]!;
      const [refresh, end] = await Promise.all([
        t.http().post('/api/auth/refresh').set('Cookie', cookie),
        i % 2 === 0
          ? t.http().post(`/api/admin/users/${member.id}/suspend`).set('Authorization', `Bearer ${admin.token}`)
          : t.http().post('/api/auth/logout').set('Cookie', cookie),
      ]);
      expect(end.status).toBeLessThan(300);
      expect([200, 401, 403]).toContain(refresh.status);
      expect(await openTokens(member.id)).toBe(0);
    }
  });

  it('answers 401 without a cookie', async () => {
    await t.http().post('/api/auth/refresh').expect(401);
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message after too many sign-in attempts', async () => {
    const attempt = () => t.http().post('/api/auth/login').send({ email: 'nobody@test.example', password: 'Wrong!1234' });
    for (let i = 0; i < 3; i++) await attempt().expect(401);
    const res = await attempt().expect(429);
    expect(res.body).toMatchObject({ code: 'RATE_LIMITED', detail: 'Too many attempts. Please wait a minute and try again.' });
    expect(res.headers['retry-after']).toBeDefined();
  });
});
