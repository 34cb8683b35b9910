import { searchConditions } from '../../../../shared/listing/keyset-listing.js';
import { REQUESTER_LISTED } from '../reagent-request.view.js';

/** What the Requested Reagents list filters by (all optional, combined with AND). */
export interface RequestFilter {
  /** Words matched anywhere in name, catalogue number or description; case- and accent-insensitive. */
  search?: string;
  categoryId?: string;
  /** A city or a country, matched whole and case-insensitively. */
  location?: string;
  /** A CAS number, canonical: only requests with exactly this one. */
  casNumber?: string;
}

export const REQUEST_LIST_LIMITS = { defaultPageSize: 24, maxPageSize: 60, maxSearchWords: 5 } as const;

/**
 * The WHERE clause over `reagent_requests r`: active (spec §4: not fulfilled, not deleted), the
 * requester approved and not suspended, plus the filters (search as in `searchWordConditions`).
 */
export function requestConditions(filter: RequestFilter): { where: string; params: unknown[] } {
  const search = searchConditions(filter.search, REQUEST_LIST_LIMITS.maxSearchWords);
  const conditions = ['not r.is_fulfilled', 'not r.is_deleted', REQUESTER_LISTED, ...search.conditions];
  const params: unknown[] = [...search.params];
  if (filter.categoryId) {
    conditions.push('r.category_id = ?');
    params.push(filter.categoryId);
  }
  if (filter.casNumber) {
    conditions.push('r.cas_number = ?');
    params.push(filter.casNumber);
  }
  if (filter.location) {
    conditions.push('(lower(r.city) = lower(?) or lower(r.country) = lower(?))');
    params.push(filter.location.trim(), filter.location.trim());
  }
  return { where: conditions.join(' and '), params };
}
