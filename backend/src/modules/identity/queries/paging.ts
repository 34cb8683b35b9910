/** A page of a bounded list (design.md §8: lists paginate, never an unbounded SELECT): the shared contract. */
export type { Page } from '@reagentswap/contracts';

export function pageWindow(page: number | undefined, pageSize: number | undefined, defaults: { pageSize: number; maxPageSize: number }) {
  const size = Math.min(Math.max(Math.trunc(pageSize ?? defaults.pageSize), 1), defaults.maxPageSize);
  const number = Math.max(Math.trunc(page ?? 1), 1);
  return { page: number, pageSize: size, offset: (number - 1) * size };
}

/** A LIKE pattern that matches the text literally anywhere (%, _ and \ in the search are not wildcards). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
