/**
 * Infinite-query options for a keyset-paged list (the API's `CursorPage`): the first page has no
 * cursor, each next one the `nextCursor` of the page before, until it is null.
 */
export const CURSOR_PAGE_OPTIONS = {
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage: { nextCursor: string | null }) => lastPage.nextCursor,
};

/** The URL of one page of a keyset-paged list: the filter's query string plus the cursor, if any. */
export function cursorPageUrl(path: string, filterParams: URLSearchParams, cursor: string | null): string {
  if (cursor) filterParams.set('cursor', cursor);
  return `${path}?${filterParams.toString()}`;
}
