import { randomUUID } from 'node:crypto';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { RequestContext } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { SwapCreatedResult, SwapRequestDetailView } from '@reagentswap/contracts';
import { statementsSent as sentAtDriver } from '../../../testing/sent-statements.js';
import type { SignedInAccount, TestApp } from '../../../testing/test-app.types.js';
import { AuditLedgerQuery, GetBalanceQuery, GrantCreditsCommand } from '../../ledger/index.js';

/** Builders for swap tests (real HTTP, real database). */

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
export const tag = () => randomUUID().slice(0, 8);
export type Member = SignedInAccount;
export const member = (t: TestApp) => t.signedInAccount();

export async function sql<T = Record<string, any>>(t: TestApp, query: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().execute<T[]>(query, params);
}

/** Runs a command or query as the app does, in its own request context. */
export const command = <R>(t: TestApp, cmd: Parameters<CommandBus['execute']>[0]) =>
  RequestContext.create(t.orm.em, () => t.app.get(CommandBus).execute(cmd)) as Promise<R>;

export async function grantCredits(t: TestApp, accountId: string, credits: number): Promise<void> {
  await command(t, new GrantCreditsCommand({ accountId, amountCents: credits * 100, idempotencyKey: `test:${randomUUID()}` }));
}

export async function balanceOf(t: TestApp, accountId: string) {
  return RequestContext.create(t.orm.em, () => t.app.get(QueryBus).execute(new GetBalanceQuery(accountId)));
}

export async function ledgerAudit(t: TestApp, accountIds: string[]) {
  return RequestContext.create(t.orm.em, () => t.app.get(QueryBus).execute(new AuditLedgerQuery(accountIds)));
}

/** Lists a reagent through the API and returns its id. */
export async function listReagent(t: TestApp, owner: Member, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t
    .http()
    .post('/api/reagents')
    .set(bearer(owner.token))
    .send({
      name: `Reagent ${tag()}`,
      catalogNumber: `CAT-${tag()}`,
      category: 'chemicals',
      description: 'Unopened bottle',
      amount: '100',
      unit: 'g',
      storageConditions: 'Room temperature',
      numberOfPackages: 1,
      ...overrides,
    })
    .expect(201);
  return res.body.id as string;
}

export const creditOffer = (reagentId: string, credits = 40, extra: Record<string, unknown> = {}) => ({
  reagentId,
  offer: { kind: 'credits', credits },
  message: 'Could I have this for my assay?',
  ...extra,
});

export async function requestSwap(t: TestApp, requester: Member, body: Record<string, unknown>): Promise<SwapRequestDetailView> {
  const res = await t.http().post('/api/swaps').set(bearer(requester.token)).send(body).expect(201);
  return (res.body as SwapCreatedResult).swap;
}

export function approve(t: TestApp, owner: Member, swapId: string, message = 'Happy to help, come by the lab') {
  return t.http().post(`/api/swaps/${swapId}/approve`).set(bearer(owner.token)).send({ message });
}

/** Outbox payloads of one event type for one swap, oldest first. */
export async function outboxFor(t: TestApp, eventType: string, swapId: string) {
  const rows = await sql<{ payload: Record<string, any> }>(
    t,
    `select payload from outbox where event_type = ? and payload->>'swapId' = ? order by id`,
    [eventType, swapId],
  );
  return rows.map((r) => r.payload);
}

/**
 * Many approved members, each with one listed reagent, written in one statement: for tests that
 * need hundreds of owners and act through the CommandBus (no sign-in, no password hashing).
 */
export async function ownersWithListings(t: TestApp, count: number): Promise<{ ownerId: string; reagentId: string }[]> {
  const run = tag();
  const rows = await sql<{ id: string; owner_id: string }>(
    t,
    `with u as (
       insert into users (email, password_hash, approval_status, approved_at)
       select 'bulk-' || g || '-' || ? || '@test.example', 'not-a-hash', 'approved', now() from generate_series(1, ?) g
       returning id),
     p as (insert into profiles (user_id, username) select id, 'bulk owner' from u)
     insert into reagents (owner_id, name, category_id) select id, 'Bulk reagent', 'chemicals' from u returning id, owner_id`,
    [run, count],
  );
  return rows.map((r) => ({ ownerId: r.owner_id, reagentId: r.id }));
}

/** One approved member without a session (for CommandBus-driven tests). */
export async function bareMember(t: TestApp): Promise<string> {
  const [{ id }] = await sql<{ id: string }>(
    t,
    `with u as (insert into users (email, password_hash, approval_status, approved_at) values (?, 'not-a-hash', 'approved', now()) returning id)
     insert into profiles (user_id, username) select id, 'bulk requester' from u returning user_id as id`,
    [`bare-${tag()}@test.example`],
  );
  return id;
}

/** A rejection as a value, for asserting on domain errors in bulk. */
export async function outcome<T>(promise: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: Error & { code?: string } }> {
  try {
    return { ok: true, value: await promise };
  } catch (error) {
    return { ok: false, error: error as Error & { code?: string } };
  }
}

/** The texts of the statements sent to PostgreSQL while `work` runs (testing/sent-statements), whitespace folded; `from`: by that app only. */
export async function statementsSent(work: () => Promise<unknown>, from?: TestApp): Promise<string[]> {
  const pool = from ? ((await from.orm.em.getConnection().getNativeClient()) as pg.Pool) : undefined;
  return (await sentAtDriver(work, pool)).map((statement) => statement.text.replace(/\s+/g, ' ').trim());
}
