import { Query } from '@nestjs/cqrs';

export interface LedgerTotals {
  /** Credits that moved between members (the credit legs of all transfers), in cents. */
  transferredCents: number;
  transferCount: number;
}

/** A time range of the event stream: `from` inclusive, `to` exclusive. */
export interface LedgerTimeRange {
  from: Date;
  to: Date;
}

export function checkedRange(range: LedgerTimeRange): LedgerTimeRange {
  const valid = (date: Date) => date instanceof Date && !Number.isNaN(date.getTime());
  if (!valid(range.from) || !valid(range.to) || range.to < range.from) throw new Error('A ledger time range needs from ≤ to');
  return range;
}

/**
 * Totals for reporting, read from the event stream itself so they reconcile with the audit; all
 * time, or within a range (the finance report's reconciliation).
 */
export class GetLedgerTotalsQuery extends Query<LedgerTotals> {
  constructor(readonly range?: LedgerTimeRange) {
    super();
  }
}
