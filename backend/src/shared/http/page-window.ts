import { MAX_PAGE, type PageSizeLimits } from '@reagentswap/contracts';

/** A whole number within [min, max]; anything else (NaN, ±Infinity, undefined) becomes `fallback`. */
const wholeWithin = (value: number | undefined, fallback: number, min: number, max: number) =>
  value === undefined || !Number.isFinite(value) ? fallback : Math.min(Math.max(Math.trunc(value), min), max);

/**
 * The page a paged list serves: the requested page and size, clamped to the list's limits and to
 * MAX_PAGE (PageQueryDto has already refused nonsense with a 400; this also covers callers that
 * are not HTTP requests). The one place an offset is derived: it is always a whole number no
 * larger than MAX_PAGE × maxPageSize, never `Infinity` or past bigint.
 */
export function pageWindow(page: number | undefined, pageSize: number | undefined, limits: PageSizeLimits) {
  const size = wholeWithin(pageSize, limits.pageSize, 1, limits.maxPageSize);
  const number = wholeWithin(page, 1, 1, MAX_PAGE);
  return { page: number, pageSize: size, offset: (number - 1) * size };
}
