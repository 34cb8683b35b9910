import { randomUUID } from 'node:crypto';
import { migrateDatabase } from '../../../shared/database/migrate.js';
import { createTestApp, signedInAccount, type TestApp } from '../../../testing/test-app.js';
import {
  bearer,
  createDirectory,
  login,
  memberWithProfile,
  refreshCookieOf,
  registerPending,
  sql,
  tag,
  type Member,
} from '../testing/identity.fixtures.js';

/** Every admin route this module serves (the table the 403 test walks). */
const IDENTITY_ADMIN_ROUTES: [string, string][] = [
  ['GET', '/api/admin/registrations'],
  ['POST', '/api/admin/users/:id/approve'],
  ['POST', '/api/admin/users/:id/reject'],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/users/:id/promote'],
  ['POST', '/api/admin/users/:id/demote'],
  ['POST', '/api/admin/users/:id/suspend'],
  ['POST', '/api/admin/users/:id/reactivate'],
  ['GET', '/api/admin/actions'],
];

/** Every /api/admin route the running application registered, whichever module serves it. */
function registeredAdminRoutes(t: TestApp): [string, string][] {
  const express = t.app.getHttpAdapter().getInstance() as { router?: { stack: any[] }; _router?: { stack: any[] } };
  const stack = (express.router ?? express._router)?.stack ?? [];
  return stack
    .filter((layer) => typeof layer.route?.path === 'string' && layer.route.path.startsWith('/api/admin'))
    .flatMap((layer) => Object.keys(layer.route.methods).map((m): [string, string] => [m.toUpperCase(), layer.route.path]));
}

describe('admin routes are for admins only', () => {
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    t = await createTestApp();
    member = await signedInAccount(t);
  }, 60_000);
  afterAll(() => t.close());

  it('finds every identity admin route registered', () => {
    const registered = registeredAdminRoutes(t).map(([m, p]) => `${m} ${p}`);
    for (const [method, path] of IDENTITY_ADMIN_ROUTES) expect(registered).toContain(`${method} ${path}`);
  });

  it('answers 403 to a member and 401 to nobody on every admin route', async () => {
    const routes = new Map([...IDENTITY_ADMIN_ROUTES, ...registeredAdminRoutes(t)].map(([m, p]) => [`${m} ${p}`, [m, p] as const]));
    for (const [method, path] of routes.values()) {
      const url = path.replace(/:\w+/g, member.id);
      const call = () => (method === 'GET' ? t.http().get(url) : t.http()[method.toLowerCase() as 'post'](url).send({}));
      const asMember = await call().set(bearer(member.token));
      expect([`${method} ${path}`, asMember.status, asMember.body.code]).toEqual([`${method} ${path}`, 403, 'ADMIN_REQUIRED']);
      expect(asMember.body.detail).toBe("You don't have admin permissions to access this page.");
      expect([`${method} ${path}`, (await call()).status]).toEqual([`${method} ${path}`, 401]);
    }
    // Nothing changed for the member.
    const me = await t.http().get('/api/profile').set(bearer(member.token)).expect(200);
    expect(me.body).toMatchObject({ isAdmin: false, isDeleted: false, approvalStatus: 'approved' });
  });
});

describe('admin user management', () => {
  let t: TestApp;
  let admin: Member;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAccount(t, { isAdmin: true });
  }, 60_000);
  afterAll(() => t.close());

  const post = (action: string, userId: string, token = admin.token) =>
    t.http().post(`/api/admin/users/${userId}/${action}`).set(bearer(token));
  const users = (query: Record<string, string | number> = {}) => t.http().get('/api/admin/users').query(query).set(bearer(admin.token));

  it('lists approved members, suspended ones included, newest first, paginated', async () => {
    const dir = await createDirectory(t);
    const older = await memberWithProfile(t, { displayUsername: `Older ${tag()}` });
    const newer = await memberWithProfile(t, { displayUsername: `Newer ${tag()}` });
    await post('suspend', older.id).expect(200);
    const pending = await registerPending(t, dir);
    const rejected = await registerPending(t, dir);
    await post('reject', rejected.id).expect(200);

    const res = await users({ pageSize: 200 }).expect(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 200, total: expect.any(Number) });
    const ids = res.body.items.map((u: { id: string }) => u.id);
    expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(pending.id);
    expect(ids).not.toContain(rejected.id);
    expect(res.body.items.find((u: { id: string }) => u.id === older.id)).toEqual({
      id: older.id,
      email: older.email,
      username: older.email.split('@')[0],
      displayUsername: expect.stringMatching(/^Older /),
      displayName: expect.stringMatching(/^Older /),
      university: 'Test University',
      universityId: expect.any(String),
      lab: 'Test Lab',
      labId: expect.any(String),
      isAdmin: false,
      isDeleted: true,
      approvalStatus: 'approved',
      createdAt: expect.any(String),
    });

    const page = await users({ pageSize: 1, page: 2 }).expect(200);
    expect(page.body).toMatchObject({ page: 2, pageSize: 1, total: res.body.total });
    expect(page.body.items).toHaveLength(1);
    expect((await users({ pageSize: 201 }).expect(400)).body.detail).toBe('pageSize must be between 1 and 200');
    expect((await users({ search: older.email.toUpperCase() }).expect(200)).body.items.map((u: { id: string }) => u.id)).toEqual([
      older.id,
    ]);
  });

  it('promotes and demotes with the spec messages, returning the updated row', async () => {
    const m = await signedInAccount(t);
    const promoted = await post('promote', m.id).expect(200);
    expect(promoted.body).toMatchObject({ message: 'User added to admin role', user: { id: m.id, isAdmin: true } });
    await t.http().get('/api/admin/users').set(bearer(m.token)).expect(200);
    // Repeating is harmless.
    await post('promote', m.id).expect(200);
    const demoted = await post('demote', m.id).expect(200);
    expect(demoted.body).toMatchObject({ message: 'User removed from admin role', user: { id: m.id, isAdmin: false } });
    await t.http().get('/api/admin/users').set(bearer(m.token)).expect(403);
  });

  it('suspends (signing the member out everywhere) and reactivates', async () => {
    const m = await memberWithProfile(t, { displayUsername: 'Sam Suspended' });
    const cookie = refreshCookieOf(m.cookie);
    const res = await post('suspend', m.id).expect(200);
    expect(res.body).toMatchObject({ message: 'User Sam Suspended has been suspended', user: { id: m.id, isDeleted: true } });

    const [{ open }] = await sql(t, 'select count(*) as open from refresh_tokens where user_id = ? and revoked_at is null', [m.id]);
    expect(Number(open)).toBe(0);
    // The browser learns why its session ended (not a bare 401).
    expect((await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(403)).body.code).toBe('ACCOUNT_SUSPENDED');
    expect((await t.http().get('/api/profile').set(bearer(m.token)).expect(403)).body.detail).toBe(
      'Your account has been suspended. Please contact support.',
    );
    await login(t, m.email).expect(403);

    const back = await post('reactivate', m.id).expect(200);
    expect(back.body).toMatchObject({ message: 'Sam Suspended has been reactivated', user: { id: m.id, isDeleted: false } });
    await login(t, m.email).expect(200);
    // Reactivation does not revive the sessions the suspension ended.
    await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(401);
  });

  it('refuses to suspend oneself, to promote suspended or unapproved accounts, and unknown users', async () => {
    const self = await post('suspend', admin.id).expect(409);
    expect(self.body).toMatchObject({ code: 'CANNOT_SUSPEND_SELF', detail: 'You cannot suspend your own account' });
    const dir = await createDirectory(t);
    const pending = await registerPending(t, dir);
    expect((await post('promote', pending.id).expect(409)).body.detail).toBe('Only approved, active members can be made administrators');
    expect((await post('promote', randomUUID()).expect(404)).body.detail).toBe('User not found');
    await post('promote', 'not-a-uuid').expect(400);
  });

  it('records every admin action and lists them newest first with names', async () => {
    const m = await memberWithProfile(t, { displayUsername: `Audited ${tag()}` });
    await post('promote', m.id).expect(200);
    await post('demote', m.id).expect(200);
    await post('suspend', m.id).expect(200);
    await post('reactivate', m.id).expect(200);
    await post('reactivate', m.id).expect(200); // a repeat is not recorded twice

    const res = await t.http().get('/api/admin/actions').query({ pageSize: 200 }).set(bearer(admin.token)).expect(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 200, total: expect.any(Number) });
    const mine = res.body.items.filter((a: { target: { id: string } | null }) => a.target?.id === m.id);
    expect(mine.map((a: { action: string }) => a.action)).toEqual(['user.reactivated', 'user.suspended', 'user.demoted', 'user.promoted']);
    expect(mine[0]).toEqual({
      id: expect.any(String),
      action: 'user.reactivated',
      actor: { id: admin.id, displayName: expect.any(String), email: admin.email },
      target: { id: m.id, displayName: expect.stringMatching(/^Audited /), email: m.email },
      details: {},
      createdAt: expect.any(String),
    });
  });
});

/**
 * The last-administrator rule needs a database where the number of admins is known, so this suite
 * runs the application against a fresh database of its own (the shared one has admins from every suite).
 */
describe('at least one active administrator remains', () => {
  let t: TestApp;
  let databaseUrl: string;
  let adminUrl: string;
  beforeAll(async () => {
    adminUrl = process.env.DATABASE_URL!;
    const name = `test_roster_${tag().replace(/-/g, '')}`;
    const admin = await createTestApp();
    await sql(admin, `create database ${name}`);
    await admin.close();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    await migrateDatabase(databaseUrl);
    t = await createTestApp({}, { databaseUrl });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    const admin = await createTestApp();
    await sql(admin, `drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
    await admin.close();
  }, 60_000);

  const post = (action: string, userId: string, token: string) => t.http().post(`/api/admin/users/${userId}/${action}`).set(bearer(token));
  const activeAdmins = async () =>
    Number((await sql(t, `select count(*) as n from users where is_admin and not is_deleted and approval_status = 'approved'`))[0]!.n);

  it('keeps the only admin from stepping down, and allows it once another admin exists', async () => {
    const first = await signedInAccount(t, { isAdmin: true });
    const member = await signedInAccount(t);
    const refused = await post('demote', first.id, first.token).expect(409);
    expect(refused.body).toMatchObject({ code: 'LAST_ADMIN', detail: 'At least one active administrator must remain' });

    await post('promote', member.id, first.token).expect(200);
    await post('demote', first.id, first.token).expect(200);
    expect(await activeAdmins()).toBe(1);
    expect((await post('demote', member.id, member.token).expect(409)).body.detail).toBe('At least one active administrator must remain');
    expect(await activeAdmins()).toBe(1);
  });

  it('holds when two admins remove each other at the same moment', async () => {
    await sql(t, 'update users set is_admin = false');
    const a = await signedInAccount(t, { isAdmin: true });
    const b = await signedInAccount(t, { isAdmin: true });
    // The loser is refused by the roster rule (409), or by the guard (403) when the winner committed first.
    const oneWins = (statuses: number[]) => {
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s !== 200).every((s) => s === 409 || s === 403)).toBe(true);
    };
    const mutual = await Promise.all([post('demote', b.id, a.token), post('demote', a.id, b.token)]);
    oneWins(mutual.map((r) => r.status));
    expect(await activeAdmins()).toBe(1);

    const roster = async () => {
      const [row] = await sql(t, 'select id from users where is_admin and not is_deleted and id in (?, ?)', [a.id, b.id]);
      return row!.id === a.id ? { admin: a, other: b } : { admin: b, other: a };
    };
    let { admin, other } = await roster();
    await post('promote', other.id, admin.token).expect(200);
    const selfDemotions = await Promise.all([post('demote', a.id, a.token), post('demote', b.id, b.token)]);
    oneWins(selfDemotions.map((r) => r.status));
    expect(await activeAdmins()).toBe(1);

    ({ admin, other } = await roster());
    await post('promote', other.id, admin.token).expect(200);
    const suspensions = await Promise.all([post('suspend', b.id, a.token), post('suspend', a.id, b.token)]);
    oneWins(suspensions.map((r) => r.status));
    expect(await activeAdmins()).toBe(1);
  });
});
