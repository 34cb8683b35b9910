import { Query } from '@nestjs/cqrs';
import { PAGE_SIZES, type Page } from '@reagentswap/contracts';
import type { LedgerEventView } from '../../commands/ledger-command.js';
import type { HistoryFilter } from './history-filter.js';

export const MAX_HISTORY_PAGE_SIZE = PAGE_SIZES.creditHistory.maxPageSize;

/** Newest first; `balanceAfterCents` is the running balance after each line. */
export type CreditHistoryPage = Page<LedgerEventView>;

/** One page of an account's credit history (its own for members, any for admins). */
export class GetCreditHistoryQuery extends Query<CreditHistoryPage> {
  constructor(readonly filter: HistoryFilter & { page: number; pageSize: number }) {
    super();
  }
}
