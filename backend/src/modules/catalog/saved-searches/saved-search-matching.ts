import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SAVED_SEARCH_LIMITS } from '@reagentswap/contracts';
import { listingConditions, listingFilterOf } from '../queries/browse-reagents/listing-filter.js';
import { savedFilterOf, type SavedSearchRow } from './saved-search.row.js';

/** Saved searches matched per statement: each adds its own predicate to one `union all`. */
const SEARCHES_PER_STATEMENT = 50;

/**
 * The new listings' rows, read once per statement; each search's predicate then filters these rows
 * as `r`, the alias Browse's conditions use. Driven from the id list, so it is one hash join or
 * index lookups whatever the planner thinks of `reagents` — `r.id in (listed ids)` inside each arm
 * was planned as a nested loop over the list per reagent: 13 s per search for a 10,000-row import.
 */
const LISTED_SQL = `select r.* from jsonb_array_elements_text(?::jsonb) as l(id) join reagents r on r.id = l.id::uuid`;

/** A (saved search, listing) pair recorded for the first time, with what its alert names. */
export interface NewSavedSearchMatch {
  saved_search_id: string;
  saved_search_name: string;
  alert_mode: SavedSearchRow['alert_mode'];
  member_id: string;
  reagent_id: string;
  reagent_name: string;
}

/** What an import newly matched of one member's instant searches: distinct reagents, and which searches. */
export interface NewImportMatches {
  member_id: string;
  count: number;
  saved_search_ids: string[];
}

/**
 * Which saved searches new listings match (ADR 0028): each search's filter goes through Browse's
 * own `listingConditions` over the new listings' rows as `r`, narrowed to other members' listings.
 * Nothing here decides what a filter means; Browse does. Every pair is recorded once ever (the
 * primary key) in the caller's (the delivery's) transaction, and only pairs a call inserted are
 * reported: a redelivered event finds them recorded and reports none.
 */
@Injectable()
export class SavedSearchMatching {
  /** A listing from the form: each newly matched pair (at most one per candidate search). */
  async recordMatches(tx: EntityManager, reagentIds: readonly string[]): Promise<NewSavedSearchMatch[]> {
    const { rows, searches } = await this.record<Omit<NewSavedSearchMatch, 'saved_search_name' | 'alert_mode'>>(
      tx,
      reagentIds,
      `select f.saved_search_id, f.member_id, f.reagent_id, r.name as reagent_name
         from found f join listed r on r.id = f.reagent_id
        order by f.member_id, f.saved_search_id, f.reagent_id`,
    );
    return rows.map((row) => {
      const search = searches.get(row.saved_search_id)!;
      return { ...row, saved_search_name: search.name, alert_mode: search.alert_mode };
    });
  }

  /**
   * An import (up to 10,000 rows × every candidate search): the pairs are recorded in SQL and only
   * each member's totals over their instant searches come back, never a row per pair. A member's
   * searches are always matched in the same statement, so the distinct count is exact.
   */
  async recordImportMatches(tx: EntityManager, reagentIds: readonly string[]): Promise<NewImportMatches[]> {
    const { rows } = await this.record<{ member_id: string; count: string | number; saved_search_ids: string[] }>(
      tx,
      reagentIds,
      `select f.member_id, count(distinct f.reagent_id) as count, array_agg(distinct f.saved_search_id) as saved_search_ids
         from found f join saved_searches s on s.id = f.saved_search_id
        where s.alert_mode = 'instant'
        group by f.member_id
        order by f.member_id`,
    );
    return rows.map((row) => ({ member_id: row.member_id, count: Number(row.count), saved_search_ids: row.saved_search_ids }));
  }

  /** Matches the listings against every candidate search, batch by batch, and concatenates each batch's `report`. */
  private async record<Row>(tx: EntityManager, reagentIds: readonly string[], report: string) {
    const rows: Row[] = [];
    if (reagentIds.length === 0) return { rows, searches: new Map<string, SavedSearchRow>() };
    const listed = JSON.stringify(reagentIds);
    const candidates = await this.candidates(tx, listed);
    for (const batch of byMemberBatches(candidates)) {
      for (const row of await this.recordBatch<Row>(tx, listed, batch, report)) rows.push(row);
    }
    return { rows, searches: new Map(candidates.map((search) => [search.id, search])) };
  }

  /** Other members' searches that could match: a category or CAS number of theirs is among the listings' (or they have none). */
  private candidates(tx: EntityManager, listed: string): Promise<SavedSearchRow[]> {
    return tx.execute<SavedSearchRow[]>(
      `with listed as materialized (${LISTED_SQL})
       select s.* from saved_searches s
        where exists (select 1 from listed r where r.owner_id <> s.member_id)
          and (s.category_id is null or s.category_id in (select category_id from listed))
          and (s.cas_number is null or s.cas_number in (select cas_number from listed))
        order by s.member_id, s.id`,
      [listed],
    );
  }

  /** One statement: each search's predicate is an arm of one `union all` inserted into saved_search_matches, then `report` over `found`. */
  private recordBatch<Row>(tx: EntityManager, listed: string, searches: readonly SavedSearchRow[], report: string): Promise<Row[]> {
    const arms: string[] = [];
    const params: unknown[] = [listed];
    for (const search of searches) {
      const { where, params: filterParams } = listingConditions(listingFilterOf(savedFilterOf(search)));
      arms.push(`select ?::uuid as saved_search_id, ?::uuid as member_id, r.id as reagent_id
                   from listed r where r.owner_id <> ? and ${where}`);
      params.push(search.id, search.member_id, search.member_id, ...filterParams);
    }
    return tx.execute<Row[]>(
      `with listed as materialized (${LISTED_SQL}),
       found as (
         insert into saved_search_matches (saved_search_id, member_id, reagent_id)
         ${arms.join('\n union all ')}
         on conflict do nothing
         returning saved_search_id, member_id, reagent_id
       )
       ${report}`,
      params,
    );
  }
}

/** Batches of up to SEARCHES_PER_STATEMENT searches (ordered by member) that never split a member's searches. */
export function byMemberBatches(searches: readonly SavedSearchRow[]): SavedSearchRow[][] {
  const batches: SavedSearchRow[][] = [];
  let batch: SavedSearchRow[] = [];
  searches.forEach((search, i) => {
    batch.push(search);
    const next = searches[i + 1];
    if (!next || (next.member_id !== search.member_id && batch.length >= SEARCHES_PER_STATEMENT - SAVED_SEARCH_LIMITS.perMember)) {
      batches.push(batch);
      batch = [];
    }
  });
  return batches;
}
