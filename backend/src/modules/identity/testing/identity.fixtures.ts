import { randomUUID } from 'node:crypto';
import { STRONG_PASSWORD, uniqueEmail } from '../../../testing/test-credentials.js';
import type { SignedInAccount, TestApp } from '../../../testing/test-app.types.js';

/** Builders for identity API tests (real HTTP, real database). */

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
export const tag = () => randomUUID().slice(0, 8);

export const refreshCookieOf = (cookies: string[] | string | undefined) =>
  ([] as string[])
    .concat(cookies ?? [])
    .find((c) => c.startsWith('rs_refresh='))!
    .split(';')[0]!;

export interface Directory {
  universityId: string;
  universityName: string;
  labIds: string[];
  labNames: string[];
}

/** A new university (unique name) with the given labs. */
export async function createDirectory(t: TestApp, labNames = ['Cell Biology'], name = `Uni ${tag()}`): Promise<Directory> {
  const uni = await t.http().post('/api/universities').send({ name, city: 'Ghent', country: 'Belgium' }).expect(201);
  const labIds: string[] = [];
  for (const lab of labNames)
    labIds.push((await t.http().post('/api/labs').send({ name: lab, universityId: uni.body.id }).expect(201)).body.id);
  return { universityId: uni.body.id, universityName: name, labIds, labNames };
}

export type Member = SignedInAccount;

/** An approved, signed-in member whose profile has been set through PATCH /api/profile. */
export async function memberWithProfile(
  t: TestApp,
  profile: Record<string, unknown> = {},
  options: { isAdmin?: boolean } = {},
): Promise<Member> {
  const member = await t.signedInAccount(options);
  if (Object.keys(profile).length) await t.http().patch('/api/profile').set(bearer(member.token)).send(profile).expect(200);
  return member;
}

/** A pending registration through the public API. */
export async function registerPending(t: TestApp, dir: Directory, username = 'Pending Person') {
  const email = uniqueEmail('pending');
  const res = await t
    .http()
    .post('/api/auth/register')
    .send({
      email,
      username,
      universityId: dir.universityId,
      labId: dir.labIds[0],
      password: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      acceptTerms: true,
    })
    .expect(201);
  return { id: res.body.user.id as string, email };
}

export function login(t: TestApp, email: string, password = STRONG_PASSWORD) {
  return t.http().post('/api/auth/login').send({ email, password });
}

/** Outbox payloads of one event type for one user, oldest first. */
export async function outboxPayloads<T = Record<string, any>>(t: TestApp, eventType: string, userId: string): Promise<T[]> {
  const rows = await t.orm.em
    .fork()
    .execute<{ payload: T }[]>(`select payload from outbox where event_type = ? and payload->>'userId' = ? order by id`, [
      eventType,
      userId,
    ]);
  return rows.map((r) => r.payload);
}

export const tokenFromLink = (link: string) => new URL(link).searchParams.get('token')!;

export async function sql<T = Record<string, any>>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}
