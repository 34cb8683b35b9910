import { randomUUID } from 'node:crypto';
import type { MessageView, SendMessageBody } from '@reagentswap/contracts';
import type { SignedInAccount, TestApp } from '../../../testing/test-app.types.js';

/** Builders for messaging tests (real HTTP, real database). */

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const tag = () => randomUUID().slice(0, 8);
export type Member = SignedInAccount;
export const member = (t: TestApp) => t.signedInAccount();

export async function sql<T = Record<string, any>>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

export const sendRaw = (t: TestApp, from: Member, body: Partial<SendMessageBody> & Record<string, unknown>) =>
  t.http().post('/api/messages').set(bearer(from.token)).send(body);

/** Sends a message through the API (a fresh clientId each time) and returns it. */
export async function send(t: TestApp, from: Member, to: { id: string }, content: string, extra: Partial<SendMessageBody> = {}) {
  const res = await sendRaw(t, from, { clientId: randomUUID(), recipientId: to.id, content, ...extra }).expect(201);
  return res.body as MessageView;
}

export const conversation = (t: TestApp, viewer: Member, otherId: string, query: Record<string, string | number> = {}) =>
  t.http().get(`/api/messages/conversations/${otherId}`).query(query).set(bearer(viewer.token));

export const get = (t: TestApp, viewer: Member, path: string) => t.http().get(path).set(bearer(viewer.token));

/** A member whose registration is still pending approval (not signed in: pending members cannot act). */
export async function pendingMember(t: TestApp): Promise<string> {
  const [{ id }] = await sql<{ id: string }>(
    t,
    `with u as (insert into users (email, password_hash) values (?, 'not-a-hash') returning id)
     insert into profiles (user_id, username) select id, 'pending member' from u returning user_id as id`,
    [`pending-${tag()}@test.example`],
  );
  return id;
}

/** Lists a reagent through the API and returns its id and name. */
export async function listReagent(t: TestApp, owner: Member): Promise<{ id: string; name: string }> {
  const name = `Reagent ${tag()}`;
  const res = await t
    .http()
    .post('/api/reagents')
    .set(bearer(owner.token))
    .send({ name, catalogNumber: `CAT-${tag()}`, category: 'chemicals', amount: '100', unit: 'g' })
    .expect(201);
  return { id: res.body.id as string, name };
}

/** Outbox payloads of one event type whose payload matches `where` (a jsonb containment), oldest first. */
export async function outboxOf(t: TestApp, eventType: string, where: Record<string, unknown>) {
  const rows = await sql<{ payload: Record<string, any> }>(
    t,
    `select payload from outbox where event_type = ? and payload @> ?::jsonb order by id`,
    [eventType, JSON.stringify(where)],
  );
  return rows.map((r) => r.payload);
}
