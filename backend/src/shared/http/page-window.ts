import type { PageSizeLimits } from '@reagentswap/contracts';

/**
 * The page a paged list serves: the requested page and size, clamped to the list's limits (the DTO
 * has already refused nonsense; this also covers callers that are not HTTP requests).
 */
export function pageWindow(page: number | undefined, pageSize: number | undefined, limits: PageSizeLimits) {
  const size = Math.min(Math.max(Math.trunc(pageSize ?? limits.pageSize), 1), limits.maxPageSize);
  const number = Math.max(Math.trunc(page ?? 1), 1);
  return { page: number, pageSize: size, offset: (number - 1) * size };
}
