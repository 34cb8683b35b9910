import type { EntityManager } from '@mikro-orm/postgresql';
import { SWAP_MESSAGES, type SwapOfferKind, type SwapStatus, type SwapTransitionView } from '@reagentswap/contracts';
import { preparedQuery } from '../../../shared/database/prepared-query.js';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { isUuid } from '../../../shared/kernel/uuid.js';
import type { IntegrationEvent } from '../../../shared/outbox/integration-event.js';
import { outboxInsert } from '../../../shared/outbox/outbox.js';
import type { SwapState } from '../domain/swap.decider.js';
import type { SwapEventPayload } from '../events/swaps.events.js';

/** One swap_requests row as the commands read it. */
export interface SwapRow {
  id: string;
  requester_id: string;
  owner_id: string;
  reagent_id: string;
  reagent_name: string;
  offer_kind: SwapOfferKind;
  credit_offer_cents: number | null;
  counter_offer_cents: number | null;
  offered_at: Date;
  message: string;
  status: SwapStatus;
  shipped_at: Date | null;
  offered_source_id: string | null;
  offered_name: string | null;
  offered_amount: number | null;
  offered_unit: string | null;
}

export const OPEN_STATUSES: SwapStatus[] = ['pending', 'approved'];

const SWAP_ROW = `
  select s.id, s.requester_id, s.owner_id, s.reagent_id, sr.name as reagent_name, s.offer_kind, s.credit_offer_cents,
         s.counter_offer_cents, s.offered_at, s.message, s.status, s.shipped_at, o.source_reagent_id as offered_source_id,
         o.name as offered_name, o.amount::float8 as offered_amount, o.amount_unit as offered_unit
    from swap_requests s
    join catalog.reagent_summaries sr on sr.reagent_id = s.reagent_id
    left join offered_reagents o on o.swap_request_id = s.id`;

/**
 * The swap, row-locked for the rest of the transaction: concurrent transitions of one swap
 * (twenty "complete" clicks) run one after another, each deciding on the state the last left.
 * 404 when there is no such swap (the decider gives strangers the same 404). The transition's
 * statements are prepared (preparedQuery): planned per call as literal text, they cost more
 * PostgreSQL time planning than running.
 */
export async function lockSwap(tx: EntityManager, swapId: string): Promise<SwapRow> {
  const [row] = isUuid(swapId) ? await preparedQuery<SwapRow>(tx, `${SWAP_ROW} where s.id = ? for update of s`, [swapId]) : [];
  if (!row) throw new NotFoundError(SWAP_MESSAGES.notFound, 'SWAP_NOT_FOUND');
  return row;
}

/** The other open swaps on any of these reagents (wanted or offered), locked in id order. */
export async function lockOpenSwapsOn(tx: EntityManager, reagentIds: string[], exceptSwapId: string): Promise<SwapRow[]> {
  return preparedQuery<SwapRow>(
    tx,
    `${SWAP_ROW}
      where s.status in ('pending', 'approved') and s.id <> ?
        and (s.reagent_id = any(?::uuid[]) or o.source_reagent_id = any(?::uuid[]))
      order by s.id
      for update of s`,
    [exceptSwapId, reagentIds, reagentIds],
  );
}

export const stateOf = (row: SwapRow): SwapState => ({
  status: row.status,
  requesterId: row.requester_id,
  ownerId: row.owner_id,
  creditOfferCents: row.credit_offer_cents,
  counterOfferCents: row.counter_offer_cents,
  offeredAt: new Date(row.offered_at),
  shipped: row.shipped_at !== null,
});

/** A statement and its parameters (`?` placeholders), to be sent alone or as part of one statement (writeAsOne). */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

/**
 * Data-modifying statements sent as ONE (`with w0 as (…), w1 as (…) select 1`): one round trip
 * instead of one each. They run on one snapshot, so they must not depend on each other's rows
 * except through constraints (checked when the statement ends, foreign keys included). `then`
 * replaces the final `select 1`: a read in the same round trip, which sees the tables as they were
 * before the statement, and the CTEs' `returning` rows (`w0`, `w1`, …).
 */
export async function writeAsOne<T extends object = object>(tx: EntityManager, parts: SqlPart[], then?: SqlPart): Promise<T[]> {
  const ctes = parts.map((part, i) => `w${i} as (${part.sql})`).join(',\n     ');
  return preparedQuery<T>(tx, `with ${ctes}\n${then?.sql ?? 'select 1'}`, [
    ...parts.flatMap((part) => part.params),
    ...(then?.params ?? []),
  ]);
}

/** The statement returning the rows it wrote, for a read over them in writeAsOne's `then`. */
export const returningAll = (part: SqlPart): SqlPart => ({ sql: `${part.sql} returning *`, params: part.params });

const PARTY = `(select jsonb_build_object(
    'userId', m.user_id, 'email', m.email, 'username', m.username, 'displayUsername', m.display_username,
    'labName', m.lab_name, 'university', m.university_name, 'approvalStatus', m.approval_status,
    'isSuspended', m.is_deleted, 'flags', m.notification_flags)
  from identity.member_contacts m where m.user_id = ?)`;

/**
 * The outbox row of a swap event, its parties added by the statement itself from identity.member_contacts (in
 * the same round trip as the transition's other writes, see writeAsOne): what its notification
 * subscribers would otherwise read back per delivery.
 */
export function swapEventInsert(event: IntegrationEvent<SwapEventPayload>): SqlPart {
  const { requesterId, ownerId } = event.payload;
  return outboxInsert(event, {
    sql: `jsonb_build_object('parties', jsonb_build_object('requester', ${PARTY}, 'owner', ${PARTY}))`,
    params: [requesterId, ownerId],
  });
}

/** The offered reagent of a swap row, as its events carry it. */
export const offeredReagentOf = (row: SwapRow): SwapEventPayload['offeredReagent'] =>
  row.offered_name === null ? null : { name: row.offered_name, amount: row.offered_amount, unit: row.offered_unit };

/** One line of the swap's audit trail. */
export function transitionInsert(entry: {
  swapId: string;
  action: SwapTransitionView['action'];
  actorId: string | null;
  from: SwapStatus | null;
  to: SwapStatus;
  note?: string | null;
  /** The amount a counter-offer round named (ADR 0027). */
  creditsCents?: number | null;
}): SqlPart {
  return {
    sql: `insert into swap_transitions (swap_request_id, action, actor_id, from_status, to_status, note, credits_cents) values (?, ?, ?, ?, ?, ?, ?)`,
    params: [entry.swapId, entry.action, entry.actorId, entry.from, entry.to, entry.note ?? null, entry.creditsCents ?? null],
  };
}

/**
 * The pending credit offers whose round on the table was made before `before` (the expiry
 * schedule's list, through swap_requests_expiring), oldest first. Not locked: each is expired in a
 * transaction of its own that locks it and decides again.
 */
export async function expiringSwapIds(em: EntityManager, before: Date, limit: number): Promise<string[]> {
  const rows = await em.execute<{ id: string }[]>(
    `select id from swap_requests where status = 'pending' and offer_kind in ('credits', 'mixed') and offered_at <= ? order by offered_at limit ?`,
    [before, limit],
  );
  return rows.map((row) => row.id);
}

/** The swap's new status, and whatever else the transition changes on the row (an edited offer, the shipping time). */
export function statusUpdate(swapId: string, status: SwapStatus, also: SqlPart = { sql: '', params: [] }): SqlPart {
  return {
    sql: `update swap_requests set status = ?, updated_at = now()${also.sql} where id = ?`,
    params: [status, ...also.params, swapId],
  };
}
