import { Query } from '@nestjs/cqrs';
import type { FinanceRange, FinanceReport } from '@reagentswap/contracts';

export type { FinanceRange, FinanceReport };

/** The admin Finance page (design.md §4): credits exchanged per period and per university, reconciled with the ledger. */
export class GetFinanceReportQuery extends Query<FinanceReport> {
  /** `range` must be valid (financeRangeProblems), as the controller checks. */
  constructor(readonly range: FinanceRange) {
    super();
  }
}
