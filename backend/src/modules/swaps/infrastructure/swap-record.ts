import type { EntityManager } from '@mikro-orm/postgresql';
import { SWAP_MESSAGES, type SwapStatus, type SwapTransitionView } from '@reagentswap/contracts';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { isUuid } from '../../../shared/kernel/uuid.js';
import type { SwapState } from '../domain/swap.decider.js';

/** One swap_requests row as the commands read it. */
export interface SwapRow {
  id: string;
  requester_id: string;
  owner_id: string;
  reagent_id: string;
  reagent_name: string;
  offer_kind: 'credits' | 'reagent';
  credit_offer_cents: number | null;
  message: string;
  status: SwapStatus;
  shipped_at: Date | null;
  offered_source_id: string | null;
}

export const OPEN_STATUSES: SwapStatus[] = ['pending', 'approved'];

const SWAP_ROW = `
  select s.id, s.requester_id, s.owner_id, s.reagent_id, sr.name as reagent_name, s.offer_kind, s.credit_offer_cents,
         s.message, s.status, s.shipped_at, o.source_reagent_id as offered_source_id
    from swap_requests s
    join swap_reagents sr on sr.reagent_id = s.reagent_id
    left join offered_reagents o on o.swap_request_id = s.id`;

/**
 * The swap, row-locked for the rest of the transaction: concurrent transitions of one swap
 * (twenty "complete" clicks) run one after another, each deciding on the state the last left.
 * 404 when there is no such swap (the decider gives strangers the same 404).
 */
export async function lockSwap(tx: EntityManager, swapId: string): Promise<SwapRow> {
  const [row] = isUuid(swapId) ? await tx.execute<SwapRow[]>(`${SWAP_ROW} where s.id = ? for update of s`, [swapId]) : [];
  if (!row) throw new NotFoundError(SWAP_MESSAGES.notFound, 'SWAP_NOT_FOUND');
  return row;
}

/** The other open swaps on any of these reagents (wanted or offered), locked in id order. */
export async function lockOpenSwapsOn(tx: EntityManager, reagentIds: string[], exceptSwapId: string): Promise<SwapRow[]> {
  return tx.execute<SwapRow[]>(
    `${SWAP_ROW}
      where s.status in ('pending', 'approved') and s.id <> ?
        and (s.reagent_id in (?) or o.source_reagent_id in (?))
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
 * except through constraints (checked when the statement ends, foreign keys included).
 */
export async function writeAsOne(tx: EntityManager, parts: SqlPart[]): Promise<void> {
  const ctes = parts.map((part, i) => `w${i} as (${part.sql})`).join(',\n     ');
  await tx.execute(
    `with ${ctes}\nselect 1`,
    parts.flatMap((part) => part.params),
  );
}

/** One line of the swap's audit trail. */
export function transitionInsert(entry: {
  swapId: string;
  action: SwapTransitionView['action'];
  actorId: string | null;
  from: SwapStatus | null;
  to: SwapStatus;
  note?: string | null;
}): SqlPart {
  return {
    sql: `insert into swap_transitions (swap_request_id, action, actor_id, from_status, to_status, note) values (?, ?, ?, ?, ?, ?)`,
    params: [entry.swapId, entry.action, entry.actorId, entry.from, entry.to, entry.note ?? null],
  };
}

/** The swap's new status, and whatever else the transition changes on the row (an edited offer, the shipping time). */
export function statusUpdate(swapId: string, status: SwapStatus, also: SqlPart = { sql: '', params: [] }): SqlPart {
  return {
    sql: `update swap_requests set status = ?, updated_at = now()${also.sql} where id = ?`,
    params: [status, ...also.params, swapId],
  };
}
