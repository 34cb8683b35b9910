import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { listingConditions, listingFilterOf } from '../queries/browse-reagents/listing-filter.js';
import { savedFilterOf, type SavedSearchRow } from './saved-search.row.js';

/** Saved searches matched per statement: each adds its own predicate to one `union all`. */
const SEARCHES_PER_STATEMENT = 50;

/** A (saved search, listing) pair recorded for the first time, with what its alert names. */
export interface NewSavedSearchMatch {
  saved_search_id: string;
  saved_search_name: string;
  alert_mode: SavedSearchRow['alert_mode'];
  member_id: string;
  reagent_id: string;
  reagent_name: string;
}

/**
 * Which saved searches new listings match (ADR 0028): each search's filter goes through Browse's
 * own `listingConditions` over `reagents r`, narrowed to the new listings and to other members'
 * listings. Nothing here decides what a filter means; Browse does.
 */
@Injectable()
export class SavedSearchMatching {
  /**
   * Records every (saved search, listing) pair among these listings, each once ever (the primary
   * key), and returns only the pairs this call inserted: a redelivered event finds them recorded
   * and returns none. Runs in the caller's (the delivery's) transaction.
   */
  async recordMatches(tx: EntityManager, reagentIds: readonly string[]): Promise<NewSavedSearchMatch[]> {
    if (reagentIds.length === 0) return [];
    const listed = JSON.stringify(reagentIds);
    const candidates = await this.candidates(tx, listed);
    const found: NewSavedSearchMatch[] = [];
    for (let at = 0; at < candidates.length; at += SEARCHES_PER_STATEMENT) {
      found.push(...(await this.recordFor(tx, listed, candidates.slice(at, at + SEARCHES_PER_STATEMENT))));
    }
    return found;
  }

  /** Other members' searches that could match: a category or CAS number of theirs is among the listings' (or they have none). */
  private candidates(tx: EntityManager, listed: string): Promise<SavedSearchRow[]> {
    return tx.execute<SavedSearchRow[]>(
      `with listed as materialized (
         select owner_id, category_id, cas_number from reagents where id in (select jsonb_array_elements_text(?::jsonb)::uuid)
       )
       select s.* from saved_searches s
        where exists (select 1 from listed l where l.owner_id <> s.member_id)
          and (s.category_id is null or s.category_id in (select category_id from listed))
          and (s.cas_number is null or s.cas_number in (select cas_number from listed))
        order by s.id`,
      [listed],
    );
  }

  private async recordFor(tx: EntityManager, listed: string, searches: readonly SavedSearchRow[]): Promise<NewSavedSearchMatch[]> {
    const arms: string[] = [];
    const params: unknown[] = [listed];
    for (const search of searches) {
      const { where, params: filterParams } = listingConditions(listingFilterOf(savedFilterOf(search)));
      arms.push(`select ?::uuid as saved_search_id, ?::uuid as member_id, r.id as reagent_id
                   from reagents r where r.id in (select id from listed) and r.owner_id <> ? and ${where}`);
      params.push(search.id, search.member_id, search.member_id, ...filterParams);
    }
    const byId = new Map(searches.map((search) => [search.id, search]));
    const inserted = await tx.execute<{ saved_search_id: string; member_id: string; reagent_id: string; reagent_name: string }[]>(
      `with listed as materialized (select jsonb_array_elements_text(?::jsonb)::uuid as id),
       found as (
         insert into saved_search_matches (saved_search_id, member_id, reagent_id)
         ${arms.join('\n union all ')}
         on conflict do nothing
         returning saved_search_id, member_id, reagent_id
       )
       select f.saved_search_id, f.member_id, f.reagent_id, r.name as reagent_name
         from found f join reagents r on r.id = f.reagent_id
        order by f.member_id, f.saved_search_id, f.reagent_id`,
      params,
    );
    return inserted.map((row) => {
      const search = byId.get(row.saved_search_id)!;
      return { ...row, saved_search_name: search.name, alert_mode: search.alert_mode };
    });
  }
}
