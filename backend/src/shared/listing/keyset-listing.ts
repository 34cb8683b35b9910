import { asCasNumber } from '@reagentswap/contracts';
import { likeLiteral } from './like-pattern.js';

/** Page sizes of a newest-first list paged by a keyset cursor (browse reagents, reagent requests). */
export interface KeysetPageLimits {
  defaultPageSize: number;
  maxPageSize: number;
}

/** Cursors are the listing sequence of the last row shown; anything else is refused by the DTO. */
export const KEYSET_CURSOR = /^[1-9]\d{0,17}$/;

/** The page size a keyset list serves: the requested one clamped to the list's limits (callers need not be HTTP). */
export const keysetPageSize = (limit: number | undefined, limits: KeysetPageLimits) =>
  Math.min(Math.max(Math.trunc(limit ?? limits.defaultPageSize), 1), limits.maxPageSize);

/**
 * One condition per search word (at most `maxWords`), each a trigram-indexed `like` over
 * `r.search_text`: the term is folded by the same SQL function (`catalog_fold`) as the generated
 * column, so matching is case- and accent-insensitive and the index serves it.
 */
export function searchWordConditions(search: string | undefined, maxWords: number) {
  const words = (search ?? '').split(/\s+/).filter(Boolean).slice(0, maxWords);
  return {
    conditions: words.map(() => `r.search_text like '%' || catalog_fold(?) || '%'`),
    params: words.map(likeLiteral),
  };
}

/**
 * A browse search (issue 18): when the whole query is a CAS number ('67-64-1', '67641', '67 64 1'),
 * a listing whose `r.cas_number` is exactly that number matches, as does one whose text holds the
 * words (a catalogue number that happens to read as a CAS number is still found); otherwise the
 * words alone, as in `searchWordConditions`.
 */
export function searchConditions(search: string | undefined, maxWords: number) {
  const words = searchWordConditions(search, maxWords);
  const cas = search ? asCasNumber(search.trim()) : null;
  if (!cas) return words;
  return { conditions: [`(r.cas_number = ? or (${words.conditions.join(' and ')}))`], params: [cas, ...words.params] };
}
