import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';

const BOTH_OPEN = `not rq.is_fulfilled and not rq.is_deleted and s.is_available and not s.is_deleted and rq.requester_id <> s.owner_id`;

/**
 * The pairs of an open request `rq` and an available listing `s` that match (ADR 0026): the same
 * CAS number when both have one; else, in the request's category (a request without one takes
 * any), folded names at least MATCH_NAME_SIMILARITY similar by trigrams (pg_trgm's `%`, whose
 * threshold the transaction sets: see withThreshold) — equal names are similarity 1. Never the
 * requester's own listing. Two arms, each answered by an index (the CAS numbers'; the folded
 * names' trigrams), instead of one condition that would compare every pair. One place for the
 * rule, so the subscribers and the request page cannot disagree.
 */
const matchingPairs = (listings: string, requests: string) => `
  select rq.id as request_id, rq.requester_id, s.reagent_id, s.name, s.category_name, s.cas_number, s.listed_at
    from ${listings} s join ${requests} rq on rq.cas_number = s.cas_number
   where ${BOTH_OPEN}
  union
  select rq.id, rq.requester_id, s.reagent_id, s.name, s.category_name, s.cas_number, s.listed_at
    from ${listings} s join ${requests} rq on rq.folded_name % s.folded_name
   where ${BOTH_OPEN}
     and (rq.cas_number is null or s.cas_number is null)
     and (rq.category_id is null or rq.category_id = s.category_id)`;

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
  async recordMatches(tx: EntityManager, reagentIds: readonly string[]): Promise<NewMatch[]> {
    if (reagentIds.length === 0) return [];
    await this.withThreshold(tx);
    return tx.execute<NewMatch[]>(
      `with listed as materialized (
         select * from catalog.reagent_summaries where reagent_id in (select jsonb_array_elements_text(?::jsonb)::uuid)
       ), found as (
         insert into request_matches (request_id, reagent_id, requester_id)
         select request_id, reagent_id, requester_id from (${matchingPairs('listed', 'reagent_requests')}) pairs
         on conflict do nothing
         returning request_id, reagent_id, requester_id
       )
       select f.request_id, f.requester_id, f.reagent_id, s.name as reagent_name
         from found f join listed s on s.reagent_id = f.reagent_id
        order by f.requester_id, f.request_id, s.reagent_id`,
      [JSON.stringify(reagentIds)],
    );
  }

  /** The available listings matching one request now (the request page), newest first. */
  listingsMatching(em: EntityManager, requestId: string, limit: number): Promise<MatchingListingRow[]> {
    return em.transactional(async (tx) => {
      await this.withThreshold(tx);
      return tx.execute<MatchingListingRow[]>(
        `with one_request as (select * from reagent_requests where id = ?)
         select reagent_id, name, category_name, cas_number, listed_at
           from (${matchingPairs('catalog.reagent_summaries', 'one_request')}) pairs
          order by listed_at desc, reagent_id
          limit ?`,
        [requestId, limit],
      );
    });
  }

  /** `%` compares with pg_trgm.similarity_threshold: MATCH_NAME_SIMILARITY, for this transaction only. */
  private async withThreshold(tx: EntityManager): Promise<void> {
    await tx.execute(`select set_config('pg_trgm.similarity_threshold', ?, true)`, [String(this.config.MATCH_NAME_SIMILARITY)]);
  }
}
