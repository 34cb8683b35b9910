import { QueryBus } from '@nestjs/cqrs';
import { createTestApp, signedInAccount, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../../../testing/test-app.js';
import { GetNotificationRecipientQuery } from '../index.js';
import {
  bearer,
  createDirectory,
  login,
  outboxPayloads,
  refreshCookieOf,
  registerPending,
  sql,
  tokenFromLink,
  type Directory,
  type Member,
} from '../testing/identity.fixtures.js';

describe('profile settings', () => {
  let t: TestApp;
  let dir: Directory;
  let other: Directory;
  beforeAll(async () => {
    t = await createTestApp();
    dir = await createDirectory(t, ['Genomics', 'Proteomics']);
    other = await createDirectory(t, ['Elsewhere Lab']);
  }, 60_000);
  afterAll(() => t.close());

  const patch = (m: Member, body: object) => t.http().patch('/api/profile').set(bearer(m.token)).send(body);

  it('returns the own full profile with the spec defaults for notification flags', async () => {
    const m = await signedInAccount(t);
    const res = await t.http().get('/api/profile').set(bearer(m.token)).expect(200);
    expect(res.body).toMatchObject({
      id: m.id,
      email: m.email,
      pendingEmail: null,
      username: m.email.split('@')[0],
      displayName: expect.any(String),
      university: { id: expect.any(String), name: 'Test University' },
      lab: { id: expect.any(String), name: 'Test Lab' },
      isAdmin: false,
      approvalStatus: 'approved',
      isDeleted: false,
      emailNotifications: true,
      notifySwapOffers: true,
      notifySwapResponses: true,
      notifyMessages: true,
      digestFrequency: 'weekly',
      pushNotifications: false,
      pushSwapOffers: true,
      pushSwapResponses: true,
      pushMessages: true,
      pushWeeklyDigest: true,
      pushNewReagents: true,
      pushReagentRequests: true,
      emailMatches: true,
      emailExpiry: true,
      pushMatches: true,
      pushExpiry: true,
      inAppMessages: true,
      inAppSwapOffers: true,
      inAppSwapResponses: true,
      inAppMatches: true,
      inAppExpiry: true,
    });
  });

  it("answers 'You must be logged in to update your profile' without a session", async () => {
    const res = await t.http().patch('/api/profile').send({ city: 'Ghent' }).expect(401);
    expect(res.body.detail).toBe('You must be logged in to update your profile');
  });

  it('saves the Personal tab: trims, normalises URLs and expertise, canonical country spelling', async () => {
    const m = await signedInAccount(t);
    const res = await patch(m, {
      displayUsername: '  Dr Ada Lovelace ',
      universityId: dir.universityId,
      labId: dir.labIds[1],
      city: ' Ghent ',
      country: 'belgium',
      location: 'Building B, 3rd floor',
      expertise: ' PCR ,, Flow cytometry ,',
      linkedinUrl: 'linkedin.com/in/ada',
      websiteUrl: '   ',
      researchInterests: 'Membrane proteins',
    }).expect(200);
    expect(res.body).toMatchObject({
      displayUsername: 'Dr Ada Lovelace',
      displayName: 'Dr Ada Lovelace',
      university: { id: dir.universityId, name: dir.universityName },
      lab: { id: dir.labIds[1], name: 'Proteomics' },
      city: 'Ghent',
      country: 'Belgium',
      location: 'Building B, 3rd floor',
      expertise: 'PCR, Flow cytometry',
      linkedinUrl: 'https://linkedin.com/in/ada',
      websiteUrl: null,
      researchInterests: 'Membrane proteins',
    });
    // Fields not sent are left alone; an explicit null clears.
    const again = await patch(m, { websiteUrl: 'http://lab.example.edu/ada', linkedinUrl: null }).expect(200);
    expect(again.body).toMatchObject({
      city: 'Ghent',
      websiteUrl: 'http://lab.example.edu/ada',
      linkedinUrl: null,
      lab: { name: 'Proteomics' },
    });
    expect((await t.http().get('/api/profile').set(bearer(m.token)).expect(200)).body).toEqual(again.body);
  });

  it.each([
    ['linkedinUrl', 'not a url', 'Please enter a valid URL'],
    ['websiteUrl', 'javascript:alert(1)', 'Please enter a valid URL'],
    ['websiteUrl', 'ftp://files.example.org', 'Please enter a valid URL'],
    ['country', 'Atlantis', 'Please select a country from the list'],
    ['universityId', 'not-a-uuid', 'Please select a university'],
    ['universityId', '00000000-0000-4000-8000-000000000000', 'Please select a university'],
    ['emailNotifications', 'yes', 'Notification settings must be true or false'],
    ['pushNewReagents', null, 'Notification settings must be true or false'],
    ['inAppMessages', 'no', 'Notification settings must be true or false'],
    ['digestFrequency', 'hourly', 'Digest frequency must be off, daily or weekly'],
    ['displayUsername', 'x'.repeat(101), 'Display name must be at most 100 characters'],
  ])('refuses %s = %p with "%s" and saves nothing', async (field, value, message) => {
    const m = await signedInAccount(t);
    const res = await patch(m, { city: 'Should not be saved', [field]: value }).expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', detail: message });
    expect(res.body.errors).toContainEqual({ field, message });
    expect((await t.http().get('/api/profile').set(bearer(m.token))).body.city).toBe('Testville');
  });

  it('lists every problem at once in the form order', async () => {
    const m = await signedInAccount(t);
    const res = await patch(m, { websiteUrl: 'nope', linkedinUrl: 'nope', country: 'Narnia' }).expect(400);
    expect(res.body.errors).toEqual([
      { field: 'country', message: 'Please select a country from the list' },
      { field: 'linkedinUrl', message: 'Please enter a valid URL' },
      { field: 'websiteUrl', message: 'Please enter a valid URL' },
    ]);
  });

  it('keeps university and lab consistent', async () => {
    const m = await signedInAccount(t);
    await patch(m, { universityId: dir.universityId, labId: dir.labIds[0] }).expect(200);
    // A lab of another university.
    expect((await patch(m, { labId: other.labIds[0] }).expect(400)).body.detail).toBe('Please select a lab');
    expect((await patch(m, { universityId: dir.universityId, labId: other.labIds[0] }).expect(400)).body.detail).toBe(
      'Please select a lab',
    );
    // A lab without a university.
    expect((await patch(m, { universityId: null, labId: dir.labIds[0] }).expect(400)).body.detail).toBe('Please select a university first');
    // Choosing another university resets the lab (spec §4).
    const moved = await patch(m, { universityId: other.universityId }).expect(200);
    expect(moved.body).toMatchObject({ university: { id: other.universityId }, lab: null });
    const withLab = await patch(m, { labId: other.labIds[0] }).expect(200);
    expect(withLab.body.lab).toEqual({ id: other.labIds[0], name: 'Elsewhere Lab' });
    // Same university again keeps the lab.
    expect((await patch(m, { universityId: other.universityId }).expect(200)).body.lab).toEqual({
      id: other.labIds[0],
      name: 'Elsewhere Lab',
    });
  });

  it('stores notification flags, dependent ones even while their master is off', async () => {
    const m = await signedInAccount(t);
    const res = await patch(m, {
      emailNotifications: false,
      notifySwapOffers: false,
      digestFrequency: 'daily',
      pushNotifications: true,
      pushNewReagents: false,
      inAppMatches: false,
      emailExpiry: false,
    }).expect(200);
    expect(res.body).toMatchObject({
      emailNotifications: false,
      notifySwapOffers: false,
      digestFrequency: 'daily',
      inAppMatches: false,
      emailExpiry: false,
      pushNotifications: true,
      pushNewReagents: false,
      pushReagentRequests: true,
    });
    const again = await patch(m, { emailNotifications: true }).expect(200);
    expect(again.body).toMatchObject({ emailNotifications: true, notifySwapOffers: false, digestFrequency: 'daily', inAppMatches: false });
  });

  it('serves the fixed country list', async () => {
    const res = await t.http().get('/api/countries').expect(200);
    expect(res.body.length).toBeGreaterThanOrEqual(195);
    expect(res.body[0]).toBe('Afghanistan');
    expect(res.body[res.body.length - 1]).toBe('Zimbabwe');
    expect(res.body).toEqual(expect.arrayContaining(['Kosovo', 'Palestine', 'Taiwan', 'Vatican City', 'Belgium']));
  });

  it('gives the notifications module each recipient with defaults applied, or null', async () => {
    const m = await signedInAccount(t);
    await patch(m, { notifyMessages: false, displayUsername: 'Grace' }).expect(200);
    await sql(t, 'update profiles set push_new_reagents = null, push_reagent_requests = null where user_id = ?', [m.id]);
    const queries = t.app.get(QueryBus);
    const recipient = await queries.execute(new GetNotificationRecipientQuery(m.id));
    expect(recipient).toMatchObject({
      userId: m.id,
      email: m.email,
      displayName: 'Grace',
      approvalStatus: 'approved',
      isSuspended: false,
      flags: {
        emailNotifications: true,
        notifyMessages: false,
        pushNotifications: false,
        pushNewReagents: true,
        pushReagentRequests: true,
      },
    });
    expect(await queries.execute(new GetNotificationRecipientQuery('00000000-0000-4000-8000-000000000000'))).toBeNull();
    expect(await queries.execute(new GetNotificationRecipientQuery('nope'))).toBeNull();
  });
});

describe('e-mail change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const request = (m: Member, email: unknown) => t.http().post('/api/profile/email').set(bearer(m.token)).send({ email });
  const confirm = (token: unknown) => t.http().post('/api/profile/email/confirm').send({ token });
  const latestLink = async (userId: string) => {
    const events = await outboxPayloads(t, 'identity.email-change-requested', userId);
    return events[events.length - 1]!;
  };

  it('validates the new address', async () => {
    const m = await signedInAccount(t);
    const taken = await signedInAccount(t);
    expect((await request(m, '  ').expect(400)).body.detail).toBe('Email is required');
    expect((await request(m, 'not-an-email').expect(400)).body.detail).toBe('Please enter a valid email address');
    expect((await request(m, m.email.toUpperCase()).expect(400)).body.detail).toBe('This is already your email address');
    const conflict = await request(m, taken.email.toUpperCase()).expect(409);
    expect(conflict.body).toMatchObject({ code: 'EMAIL_TAKEN', detail: 'An account with this email already exists' });
    await t.http().post('/api/profile/email').send({ email: uniqueEmail() }).expect(401);
  });

  it('changes the address only once the e-mailed link is opened, and only once', async () => {
    const m = await signedInAccount(t);
    const newEmail = uniqueEmail('new');
    const res = await request(m, `  ${newEmail.toUpperCase()} `).expect(200);
    expect(res.body).toEqual({ message: 'Email update initiated. Please check your inbox for confirmation.' });

    const event = await latestLink(m.id);
    expect(event).toEqual({
      userId: m.id,
      newEmail,
      confirmUrl: expect.stringMatching(/^http:\/\/localhost:3000\/confirm-email\?token=[\w-]{43}$/),
      displayName: expect.any(String),
    });
    // Only the hash is stored.
    const [row] = await sql(t, 'select token_hash from email_change_requests where user_id = ?', [m.id]);
    expect(row!.token_hash).not.toContain(tokenFromLink(event.confirmUrl));

    const pending = await t.http().get('/api/profile').set(bearer(m.token)).expect(200);
    expect(pending.body).toMatchObject({ email: m.email, pendingEmail: newEmail });

    const done = await confirm(tokenFromLink(event.confirmUrl)).expect(200);
    expect(done.body).toEqual({ message: 'Your email address has been updated.', email: newEmail });
    expect((await t.http().get('/api/profile').set(bearer(m.token)).expect(200)).body).toMatchObject({
      email: newEmail,
      pendingEmail: null,
    });
    await login(t, newEmail).expect(200);
    await login(t, m.email).expect(401);
    expect(await outboxPayloads(t, 'identity.email-changed', m.id)).toEqual([
      { userId: m.id, oldEmail: m.email, newEmail, displayName: expect.any(String) },
    ]);

    const reused = await confirm(tokenFromLink(event.confirmUrl)).expect(409);
    expect(reused.body).toMatchObject({ code: 'EMAIL_CHANGE_TOKEN_USED', detail: 'This confirmation link has already been used.' });
  });

  it('refuses unknown, replaced and expired links', async () => {
    expect((await confirm('nonsense').expect(400)).body).toMatchObject({
      code: 'EMAIL_CHANGE_TOKEN_INVALID',
      detail: 'This confirmation link is invalid.',
    });
    expect((await confirm(undefined).expect(400)).body.detail).toBe('This confirmation link is invalid.');

    const m = await signedInAccount(t);
    await request(m, uniqueEmail('first')).expect(200);
    const first = await latestLink(m.id);
    await request(m, uniqueEmail('second')).expect(200);
    const second = await latestLink(m.id);
    const replaced = await confirm(tokenFromLink(first.confirmUrl)).expect(400);
    expect(replaced.body).toMatchObject({
      code: 'EMAIL_CHANGE_TOKEN_REPLACED',
      detail: 'This confirmation link has been replaced by a newer one. Please use the link in the latest email.',
    });

    await sql(
      t,
      `update email_change_requests set expires_at = now() - interval '1 second' where user_id = ? and consumed_at is null and revoked_at is null`,
      [m.id],
    );
    const expired = await confirm(tokenFromLink(second.confirmUrl)).expect(400);
    expect(expired.body).toMatchObject({
      code: 'EMAIL_CHANGE_TOKEN_EXPIRED',
      detail: 'This confirmation link has expired. Please request the email change again.',
    });
    expect((await t.http().get('/api/profile').set(bearer(m.token))).body).toMatchObject({ email: m.email, pendingEmail: null });
  });

  it('expires after 24 hours', async () => {
    const m = await signedInAccount(t);
    await request(m, uniqueEmail('ttl')).expect(200);
    const [row] = await sql<{ hours: string }>(
      t,
      'select extract(epoch from expires_at - created_at) / 3600 as hours from email_change_requests where user_id = ?',
      [m.id],
    );
    expect(Math.round(Number(row!.hours))).toBe(24);
  });

  it('refuses the change when someone took the address in the meantime', async () => {
    const m = await signedInAccount(t);
    const wanted = uniqueEmail('race');
    await request(m, wanted).expect(200);
    const event = await latestLink(m.id);
    await signedInAccount(t, { email: wanted });
    const res = await confirm(tokenFromLink(event.confirmUrl)).expect(409);
    expect(res.body).toMatchObject({ code: 'EMAIL_TAKEN', detail: 'An account with this email already exists' });
  });
});

describe('password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const change = (token: string, body: object) => t.http().post('/api/profile/password').set(bearer(token)).send(body);

  it.each([
    [{}, 'Current password is required'],
    [{ currentPassword: STRONG_PASSWORD, newPassword: '12345', confirmPassword: '12345' }, 'Password must be at least 6 characters'],
    [{ currentPassword: STRONG_PASSWORD, newPassword: '123456', confirmPassword: '123457' }, 'Passwords do not match'],
  ])('validates %p: "%s"', async (body, message) => {
    const m = await signedInAccount(t);
    expect((await change(m.token, body).expect(400)).body.detail).toBe(message);
  });

  it("refuses a wrong current password with 'Current password is incorrect'", async () => {
    const m = await signedInAccount(t);
    const res = await change(m.token, { currentPassword: 'Wrong!Pass1', newPassword: 'abcdef', confirmPassword: 'abcdef' }).expect(400);
    expect(res.body).toMatchObject({ code: 'CURRENT_PASSWORD_INCORRECT', detail: 'Current password is incorrect' });
    await login(t, m.email).expect(200);
  });

  it('signs out every other session but keeps this one', async () => {
    const here = await signedInAccount(t);
    const elsewhere = await login(t, here.email).expect(200);
    const hereCookie = refreshCookieOf(here.cookie);
    const elsewhereCookie = refreshCookieOf(elsewhere.headers['set-cookie'] as unknown as string[]);

    const res = await change(here.token, { currentPassword: STRONG_PASSWORD, newPassword: 'simple', confirmPassword: 'simple' }).expect(
      200,
    );
    expect(res.body).toEqual({ message: 'Password updated successfully' });

    await t.http().post('/api/auth/refresh').set('Cookie', hereCookie).expect(200);
    await t.http().post('/api/auth/refresh').set('Cookie', elsewhereCookie).expect(401);
    await login(t, here.email).expect(401);
    await login(t, here.email, 'simple').expect(200);
  });
});

describe('forgotten password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const ask = (email: unknown) => t.http().post('/api/auth/password-reset').send({ email });
  const reset = (body: object) => t.http().post('/api/auth/password-reset/confirm').send(body);
  const resetLink = async (userId: string) => {
    const events = await outboxPayloads(t, 'identity.password-reset-requested', userId);
    return events[events.length - 1];
  };
  const NEW_PASSWORD = 'Brand!New1';

  it('answers the same whether or not the address has an account', async () => {
    const m = await signedInAccount(t);
    const known = await ask(m.email.toUpperCase()).expect(200);
    const ghost = uniqueEmail('ghost');
    const unknown = await ask(ghost).expect(200);
    expect(known.body).toEqual({ message: 'If an account exists for this email, we have sent a link to reset your password.' });
    expect(unknown.body).toEqual(known.body);
    expect(await resetLink(m.id)).toEqual({
      userId: m.id,
      email: m.email,
      resetUrl: expect.stringMatching(/^http:\/\/localhost:3000\/reset-password\?token=[\w-]{43}$/),
      displayName: expect.any(String),
    });
    const [{ count }] = await sql(
      t,
      `select count(*) as count from outbox where event_type = 'identity.password-reset-requested' and payload->>'email' = ?`,
      [ghost],
    );
    expect(Number(count)).toBe(0);
  });

  it('validates the address', async () => {
    expect((await ask('').expect(400)).body.detail).toBe('Email is required');
    expect((await ask('nope').expect(400)).body.detail).toBe('Please enter a valid email address');
  });

  it('sends a link to pending accounts but not to suspended ones', async () => {
    const dir = await createDirectory(t);
    const pending = await registerPending(t, dir);
    await ask(pending.email).expect(200);
    expect(await resetLink(pending.id)).toBeDefined();

    const suspended = await signedInAccount(t);
    await sql(t, 'update users set is_deleted = true where id = ?', [suspended.id]);
    await ask(suspended.email).expect(200);
    expect(await resetLink(suspended.id)).toBeUndefined();
  });

  it('applies the registration password rules, then resets once and signs out everywhere', async () => {
    const m = await signedInAccount(t);
    const second = await login(t, m.email).expect(200);
    await ask(m.email).expect(200);
    const token = tokenFromLink((await resetLink(m.id))!.resetUrl);

    const rules: [object, string][] = [
      [{ password: 'Ab!', confirmPassword: 'Ab!' }, 'Password must be at least 8 characters'],
      [{ password: 'abcdefg!', confirmPassword: 'abcdefg!' }, 'Password must contain at least one uppercase letter'],
      [{ password: 'Abcdefgh', confirmPassword: 'Abcdefgh' }, 'Password must contain at least one special character'],
      [{ password: NEW_PASSWORD, confirmPassword: 'Other!Pass1' }, 'Passwords do not match'],
    ];
    for (const [body, message] of rules) expect((await reset({ token, ...body }).expect(400)).body.detail).toBe(message);

    const done = await reset({ token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }).expect(200);
    expect(done.body).toEqual({ message: 'Your password has been reset. You can now log in with your new password.' });
    for (const cookie of [refreshCookieOf(m.cookie), refreshCookieOf(second.headers['set-cookie'] as unknown as string[])]) {
      await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(401);
    }
    await login(t, m.email).expect(401);
    await login(t, m.email, NEW_PASSWORD).expect(200);

    const again = await reset({ token, password: 'Another!1', confirmPassword: 'Another!1' }).expect(409);
    expect(again.body).toMatchObject({ code: 'RESET_TOKEN_USED', detail: 'This password reset link has already been used.' });
  });

  it('refuses unknown, replaced and expired links, which expire after an hour', async () => {
    const body = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await reset({ token: 'nonsense', ...body }).expect(400)).body).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      detail: 'This password reset link is invalid.',
    });

    const m = await signedInAccount(t);
    await ask(m.email).expect(200);
    const first = tokenFromLink((await resetLink(m.id))!.resetUrl);
    await ask(m.email).expect(200);
    const second = tokenFromLink((await resetLink(m.id))!.resetUrl);
    expect((await reset({ token: first, ...body }).expect(400)).body).toMatchObject({
      code: 'RESET_TOKEN_REPLACED',
      detail: 'This password reset link has been replaced by a newer one. Please use the link in the latest email.',
    });

    const [row] = await sql<{ minutes: string }>(
      t,
      'select extract(epoch from expires_at - created_at) / 60 as minutes from password_reset_tokens where user_id = ? and revoked_at is null',
      [m.id],
    );
    expect(Math.round(Number(row!.minutes))).toBe(60);
    await sql(t, `update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ?`, [m.id]);
    expect((await reset({ token: second, ...body }).expect(400)).body).toMatchObject({
      code: 'RESET_TOKEN_EXPIRED',
      detail: 'This password reset link has expired. Please request a new one.',
    });
    await login(t, m.email).expect(200);
  });
});

describe('password reset rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => t.close());

  it('limits reset requests per client', async () => {
    for (let i = 0; i < 2; i++) await t.http().post('/api/auth/password-reset').send({ email: uniqueEmail() }).expect(200);
    expect((await t.http().post('/api/auth/password-reset').send({ email: uniqueEmail() }).expect(429)).body.code).toBe('RATE_LIMITED');
  });
});
