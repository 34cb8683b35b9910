import { Query } from '@nestjs/cqrs';
import type { LedgerEventView } from '../../commands/ledger-command.js';
import type { HistoryFilter } from './history-filter.js';

export const MAX_HISTORY_PAGE_SIZE = 100;

export interface CreditHistoryPage {
  /** Newest first; `balanceAfterCents` is the running balance after each line. */
  items: LedgerEventView[];
  page: number;
  pageSize: number;
  total: number;
}

/** One page of an account's credit history (its own for members, any for admins). */
export class GetCreditHistoryQuery extends Query<CreditHistoryPage> {
  constructor(readonly filter: HistoryFilter & { page: number; pageSize: number }) {
    super();
  }
}
