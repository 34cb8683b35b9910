import { randomUUID } from 'node:crypto';
import { STRONG_PASSWORD, uniqueEmail } from './test-credentials.js';
import type { SignedInAccount, TestApp } from './test-app.types.js';

/**
 * Builders of members and their university and lab, through the public API (real HTTP, real database), for the API
 * tests of every module that shows members (identity, community). No imports of the application.
 */

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
export const tag = () => randomUUID().slice(0, 8);

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

export async function sql<T = Record<string, any>>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}
