import { randomUUID } from 'node:crypto';
import type { SignedInAccount, TestApp } from '../../../testing/test-app.types.js';

/** Builders for catalog API tests (real HTTP, real database). */

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
export const tag = () => randomUUID().slice(0, 8);

export type Member = SignedInAccount;

export const member = (t: TestApp, options: { isAdmin?: boolean } = {}) => t.signedInAccount(options);

/** A complete, valid New Reagent form. */
export const reagentForm = (overrides: Record<string, unknown> = {}) => ({
  name: `Reagent ${tag()}`,
  catalogNumber: `CAT-${tag()}`,
  category: 'chemicals',
  description: 'Unopened bottle',
  amount: '100',
  unit: 'g',
  storageConditions: 'Room temperature',
  numberOfPackages: 1,
  expiryDate: '2027-06-30',
  ...overrides,
});

/** Lists a reagent through the API and returns the view. */
export async function listReagent(t: TestApp, owner: Member, overrides: Record<string, unknown> = {}) {
  const res = await t.http().post('/api/reagents').set(bearer(owner.token)).send(reagentForm(overrides)).expect(201);
  return res.body as { id: string; name: string; catalogNumber: string; [key: string]: any };
}

export async function sql<T = Record<string, any>>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

/** Outbox payloads of one event type naming one reagent (or owner), oldest first. */
export async function outboxFor(t: TestApp, eventType: string, key: 'reagentId' | 'ownerId', value: string) {
  const rows = await sql<{ payload: Record<string, any> }>(
    t,
    `select payload from outbox where event_type = ? and payload->>'${key}' = ? order by id`,
    [eventType, value],
  );
  return rows.map((r) => r.payload);
}

/** Suspends a member the way an admin does. */
export async function suspend(t: TestApp, admin: Member, userId: string) {
  await t.http().post(`/api/admin/users/${userId}/suspend`).set(bearer(admin.token)).expect(200);
}
