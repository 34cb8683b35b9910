import type { FinanceGranularity } from './finance.rules.js';

/**
 * GET /api/admin/finance: credits exchanged (the credit legs of ledger transfers) in a range.
 * Amounts are integer cents (1 credit = 100 cents), so totals reconcile exactly; the browser
 * formats them as credits.
 */
export interface FinancePeriodTotal {
  /** First day of the period, 'YYYY-MM-DD' (UTC; weeks start on Monday). */
  periodStart: string;
  exchangedCents: number;
  transfers: number;
}

export interface FinanceUniversityTotal {
  /** null: members without a university (e.g. administrators), or accounts identity does not know. */
  universityId: string | null;
  universityName: string;
  /** Credits its members received. */
  receivedCents: number;
  /** Credits its members paid. */
  paidCents: number;
}

export interface FinanceReconciliation {
  /** The report's own total: the sum of its periods. */
  reportTotalCents: number;
  /** The ledger's total of transfers in the same range, computed separately from the event stream. */
  ledgerTotalCents: number;
  /** Both equal to the cent, and the universities' received and paid columns each add up to it too. */
  matches: boolean;
}

export interface FinanceReport {
  granularity: FinanceGranularity;
  from: string;
  to: string;
  /** Every period of the range in order, empty ones included (0). */
  periods: FinancePeriodTotal[];
  /** Universities whose members received or paid credits in the range, largest first. */
  universities: FinanceUniversityTotal[];
  totalCents: number;
  transfers: number;
  reconciliation: FinanceReconciliation;
}
