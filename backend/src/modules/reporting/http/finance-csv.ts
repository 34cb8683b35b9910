import type { FinanceReport } from '@reagentswap/contracts';
import type { CsvCell } from '../../../shared/csv/csv-download.js';
import { formatCreditsFixed } from '../../ledger/index.js';

export const FINANCE_CSV_HEADERS = [
  'Section',
  'Period start',
  'University',
  'Exchanged (credits)',
  'Received (credits)',
  'Paid (credits)',
  'Transfers',
];

/**
 * One table for a spreadsheet: a row per period, a row per university, the grand total and the
 * reconciliation. Amounts as fixed two-decimal credits (plain numbers); cells are neutralised by sendCsv.
 */
export function financeCsvRows(report: FinanceReport): CsvCell[][] {
  const credits = formatCreditsFixed;
  const { reconciliation: check } = report;
  return [
    ...report.periods.map((p) => ['Period', p.periodStart, '', credits(p.exchangedCents), '', '', p.transfers]),
    ...report.universities.map((u) => ['University', '', u.universityName, '', credits(u.receivedCents), credits(u.paidCents), '']),
    ['Total', `${report.from} to ${report.to}`, '', credits(report.totalCents), '', '', report.transfers],
    ['Ledger total', '', '', credits(check.ledgerTotalCents), '', '', ''],
    ['Reconciliation', '', '', check.matches ? 'pass' : 'FAIL', '', '', ''],
  ];
}
