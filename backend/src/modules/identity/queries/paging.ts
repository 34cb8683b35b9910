/** A page of a bounded list (design.md §8: lists paginate, never an unbounded SELECT): the shared contract. */
export type { Page } from '@reagentswap/contracts';

export { pageWindow } from '../../../shared/http/page-window.js';

/** A LIKE pattern that matches the text literally anywhere (%, _ and \ in the search are not wildcards). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
