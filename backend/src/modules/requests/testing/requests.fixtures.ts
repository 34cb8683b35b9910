import { randomUUID } from 'node:crypto';
import type { ReagentRequestView } from '@reagentswap/contracts';
import type { SignedInAccount, TestApp } from '../../../testing/test-app.types.js';

/** Builders for reagent request API tests (real HTTP, real database). */

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
export const tag = () => randomUUID().slice(0, 8);
export type Member = SignedInAccount;
export const member = (t: TestApp, options: { isAdmin?: boolean } = {}) => t.signedInAccount(options);

/** A complete, valid Request a Reagent form. */
export const requestForm = (overrides: Record<string, unknown> = {}) => ({
  name: `Wanted ${tag()}`,
  catalogNumber: `REQ-${tag()}`,
  category: 'chemicals',
  description: 'Any grade will do',
  amount: 50,
  unit: 'mL',
  numberOfPackages: 1,
  storageConditions: 'Fridge',
  city: 'Testville',
  country: 'Belgium',
  ...overrides,
});

export async function postRequest(t: TestApp, requester: Member, overrides: Record<string, unknown> = {}): Promise<ReagentRequestView> {
  const res = await t.http().post('/api/reagent-requests').set(bearer(requester.token)).send(requestForm(overrides)).expect(201);
  return res.body as ReagentRequestView;
}

export async function listRequests(t: TestApp, viewer: Member, query: Record<string, string | number> = {}) {
  const res = await t.http().get('/api/reagent-requests').query(query).set(bearer(viewer.token)).expect(200);
  return res.body as { items: ReagentRequestView[]; nextCursor: string | null };
}

export async function sql<T = Record<string, any>>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}
