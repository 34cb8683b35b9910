import { Query } from '@nestjs/cqrs';
import type { LedgerEventView } from '../../commands/ledger-command.js';
import type { HistoryFilter } from '../get-credit-history/history-filter.js';

/**
 * Every line of an account's history matching the filter, newest first, as an async iterable that
 * reads in keyset-paged batches (for CSV export: constant memory whatever the length).
 */
export class ExportCreditHistoryQuery extends Query<AsyncIterable<LedgerEventView>> {
  constructor(readonly filter: HistoryFilter) {
    super();
  }
}
