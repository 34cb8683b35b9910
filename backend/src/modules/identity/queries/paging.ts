/** A page of a bounded list (design.md §8: lists paginate, never an unbounded SELECT): the shared contract. */
export type { Page } from '@reagentswap/contracts';

export { pageWindow } from '../../../shared/http/page-window.js';
export { containsPattern } from '../../../shared/listing/like-pattern.js';
export { selectBound } from '../../../shared/listing/bound-query.js';
