import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';

/**
 * When an open request `rq` (reagent_requests) matches a listing `s` (catalog.reagent_summaries),
 * ADR 0026: the same CAS number when both have one; else the same folded name, or one at least
 * `?` (MATCH_NAME_SIMILARITY) similar by trigrams, in the request's category (a request without a
 * category takes any). Never the requester's own listing; only open requests and available listings.
 * One place for the rule, so the subscriber and the request page cannot disagree.
 */
const MATCH_CONDITION = `
  not rq.is_fulfilled and not rq.is_deleted and s.is_available and not s.is_deleted
  and rq.requester_id <> s.owner_id
  and case
        when rq.cas_number is not null and s.cas_number is not null then rq.cas_number = s.cas_number
        else (rq.category_id is null or rq.category_id = s.category_id)
             and (catalog_fold(rq.name) = s.folded_name or similarity(catalog_fold(rq.name), s.folded_name) >= ?)
      end`;

/** A pair recorded for the first time, with what the notice names. */
export interface NewMatch {
  request_id: string;
  requester_id: string;
  reagent_id: string;
  reagent_name: string;
}

export interface MatchingListingRow {
  reagent_id: string;
  name: string;
  category_name: string | null;
  cas_number: string | null;
  listed_at: Date | string;
}

@Injectable()
export class RequestMatching {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Records every open request these listings match, each pair once ever (the primary key), and
   * returns only the pairs this call inserted: a redelivered event finds them all recorded and
   * returns none, so nothing is announced twice. Runs in the caller's (the delivery's) transaction.
   */
  recordMatches(tx: EntityManager, reagentIds: readonly string[]): Promise<NewMatch[]> {
    if (reagentIds.length === 0) return Promise.resolve([]);
    return tx.execute<NewMatch[]>(
      `with listed as (
         select s.* from catalog.reagent_summaries s where s.reagent_id in (select jsonb_array_elements_text(?::jsonb)::uuid)
       ), found as (
         insert into request_matches (request_id, reagent_id, requester_id)
         select rq.id, s.reagent_id, rq.requester_id
           from listed s join reagent_requests rq on ${MATCH_CONDITION}
         on conflict do nothing
         returning request_id, reagent_id, requester_id
       )
       select f.request_id, f.requester_id, f.reagent_id, s.name as reagent_name
         from found f join listed s on s.reagent_id = f.reagent_id
        order by f.requester_id, f.request_id, s.reagent_id`,
      [JSON.stringify(reagentIds), this.config.MATCH_NAME_SIMILARITY],
    );
  }

  /** The available listings matching one request now (the request page), newest first. */
  listingsMatching(em: EntityManager, requestId: string, limit: number): Promise<MatchingListingRow[]> {
    return em.execute<MatchingListingRow[]>(
      `select s.reagent_id, s.name, s.category_name, s.cas_number, s.listed_at
         from reagent_requests rq join catalog.reagent_summaries s on ${MATCH_CONDITION}
        where rq.id = ?
        order by s.listed_at desc, s.reagent_id
        limit ?`,
      [this.config.MATCH_NAME_SIMILARITY, requestId, limit],
    );
  }
}
