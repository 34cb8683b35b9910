/** One page of a bounded list, as every paged endpoint returns it (design.md §8: never unbounded). */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** The query parameters every paged endpoint takes; both are optional on the wire. */
export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface PageSizeLimits {
  /** Used when the request names none. */
  pageSize: number;
  maxPageSize: number;
}

/** Each paged list's default and largest page size. */
export const PAGE_SIZES = {
  adminUsers: { pageSize: 50, maxPageSize: 200 },
  adminActions: { pageSize: 50, maxPageSize: 200 },
  community: { pageSize: 24, maxPageSize: 100 },
  creditHistory: { pageSize: 20, maxPageSize: 100 },
  mailOutbox: { pageSize: 20, maxPageSize: 100 },
  parkedDeliveries: { pageSize: 20, maxPageSize: 100 },
} as const satisfies Record<string, PageSizeLimits>;

/**
 * The last page any list serves. Far past where anyone pages by hand (10,000 pages of the largest
 * size is 2,000,000 rows), small enough that every offset is a plain integer (at most
 * MAX_PAGE × 200, well inside int32): `page=1e20` or `1e308` is a 400, never a bigint overflow or
 * an `Infinity` offset in the SQL.
 */
export const MAX_PAGE = 10_000;

export const PAGING_MESSAGES = {
  pageNotWhole: 'page must be a whole number',
  pageTooSmall: 'page must be at least 1',
  pageTooLarge: `page must be at most ${MAX_PAGE}`,
  pageSizeNotWhole: 'pageSize must be a whole number',
  pageSizeOutOfRange: (max: number) => `pageSize must be between 1 and ${max}`,
} as const;
