import { randomUUID } from 'node:crypto';
import { CommandBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/postgresql';
import type { SignedInAccount, TestApp } from '../../../testing/test-app.types.js';
import { GrantCreditsCommand } from '../../ledger/index.js';

// Builders for the notification tests that need listings, requests and messages, through the
// real API (the catalog's and requests' own fixtures are theirs: modules share no internals).

export type Account = SignedInAccount;
export const auth = (account: Account) => ({ Authorization: `Bearer ${account.token}` });

export async function listReagent(t: TestApp, owner: Account, name: string): Promise<{ id: string; name: string }> {
  const res = await t
    .http()
    .post('/api/reagents')
    .set(auth(owner))
    .send({ name, catalogNumber: `CAT-${randomUUID().slice(0, 8)}`, category: 'chemicals', amount: '100', unit: 'g', numberOfPackages: 1 })
    .expect(201);
  return res.body as { id: string; name: string };
}

export async function postReagentRequest(t: TestApp, requester: Account, name: string): Promise<{ id: string; name: string }> {
  const res = await t
    .http()
    .post('/api/reagent-requests')
    .set(auth(requester))
    .send({ name, category: 'chemicals', city: 'Ghent', country: 'Belgium' })
    .expect(201);
  return res.body as { id: string; name: string };
}

export async function sendMessage(t: TestApp, from: Account, to: Account, content: string, reagentId?: string): Promise<string> {
  const res = await t
    .http()
    .post('/api/messages')
    .set(auth(from))
    .send({ clientId: randomUUID(), recipientId: to.id, content, reagentId })
    .expect(201);
  return res.body.id as string;
}

/** Sets profile columns by their SQL names (switches, or digest_frequency). */
export async function setFlags(t: TestApp, account: Account, flags: Record<string, boolean | string | null>): Promise<void> {
  const columns = Object.keys(flags).map((flag) => `${flag} = ?`);
  await t.orm.em.fork().execute(`update profiles set ${columns.join(', ')} where user_id = ?`, [...Object.values(flags), account.id]);
}

/** `requester` asks for `reagentId` with a credit offer (granted first), as the Request Swap page does. */
export async function requestSwap(t: TestApp, requester: Account, reagentId: string): Promise<string> {
  await RequestContext.create(t.orm.em, () =>
    t.app
      .get(CommandBus)
      .execute(new GrantCreditsCommand({ accountId: requester.id, amountCents: 5000, idempotencyKey: `test:${randomUUID()}` })),
  );
  const res = await t
    .http()
    .post('/api/swaps')
    .set(auth(requester))
    .send({ reagentId, offer: { kind: 'credits', credits: 40 }, message: 'Could I have this for my assay?' })
    .expect(201);
  return (res.body as { swap: { id: string } }).swap.id;
}
