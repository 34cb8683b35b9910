import { REQUESTER_LISTED } from '../reagent-request.view.js';

/** What the Requested Reagents list filters by (all optional, combined with AND). */
export interface RequestFilter {
  /** Words matched anywhere in name, catalogue number or description; case- and accent-insensitive. */
  search?: string;
  categoryId?: string;
  /** A city or a country, matched whole and case-insensitively. */
  location?: string;
}

export const REQUEST_LIST_LIMITS = { defaultPageSize: 24, maxPageSize: 60, maxSearchWords: 5 } as const;

/** Cursors are the listing sequence of the last request shown; anything else is refused by the DTO. */
export const REQUEST_CURSOR = /^[1-9]\d{0,17}$/;

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The WHERE clause over `reagent_requests r`: active (spec §4: not fulfilled, not deleted), the
 * requester approved and not suspended, plus the filters. Search folds the term with the same SQL
 * function as the generated column, so the trigram index serves it.
 */
export function requestConditions(filter: RequestFilter): { where: string; params: unknown[] } {
  const conditions = ['not r.is_fulfilled', 'not r.is_deleted', REQUESTER_LISTED];
  const params: unknown[] = [];
  const words = (filter.search ?? '').split(/\s+/).filter(Boolean).slice(0, REQUEST_LIST_LIMITS.maxSearchWords);
  for (const word of words) {
    conditions.push(`r.search_text like '%' || catalog_fold(?) || '%'`);
    params.push(likeLiteral(word));
  }
  if (filter.categoryId) {
    conditions.push('r.category_id = ?');
    params.push(filter.categoryId);
  }
  if (filter.location) {
    conditions.push('(lower(r.city) = lower(?) or lower(r.country) = lower(?))');
    params.push(filter.location.trim(), filter.location.trim());
  }
  return { where: conditions.join(' and '), params };
}
