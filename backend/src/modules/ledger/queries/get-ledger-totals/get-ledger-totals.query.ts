import { Query } from '@nestjs/cqrs';

export interface LedgerTotals {
  /** Credits that moved between members (the credit legs of all transfers), in cents. */
  transferredCents: number;
  transferCount: number;
}

/** Totals for reporting, read from the event stream itself so they reconcile with the audit. */
export class GetLedgerTotalsQuery extends Query<LedgerTotals> {}
