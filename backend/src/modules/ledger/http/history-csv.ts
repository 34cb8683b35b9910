import { once } from 'node:events';
import type { Response } from 'express';
import { format } from 'fast-csv';
import type { LedgerEventView } from '../commands/ledger-command.js';
import { formatCreditsFixed } from '../domain/money.js';

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Spreadsheet formula injection: a cell that starts with = + - @ TAB or CR may be run as a formula
 * by Excel/LibreOffice/Sheets, so it is prefixed with ' (shown as text, not evaluated). Plain
 * numbers we write ourselves ("-12.50") cannot be formulas and are left as numbers, so the amount
 * columns still add up in a spreadsheet.
 */
export function neutraliseCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export const CSV_HEADERS = [
  'Date',
  'Type',
  'Amount (credits)',
  'Running balance (credits)',
  'Reason',
  'Counterparty',
  'Causation',
  'Correlation',
  'Actor',
  'Sequence',
  'Event id',
];

export const csvRow = (e: LedgerEventView): string[] =>
  [
    e.createdAt,
    e.type,
    formatCreditsFixed(e.amountCents),
    formatCreditsFixed(e.balanceAfterCents),
    e.reason,
    e.counterpartyId,
    e.causationId,
    e.correlationId,
    e.actorId,
    e.sequence,
    e.id,
  ].map(neutraliseCell);

/** Streams the lines as a CSV download (constant memory; respects back-pressure). */
export async function sendHistoryCsv(res: Response, filename: string, lines: AsyncIterable<LedgerEventView>): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  const csv = format<string[], string[]>({ headers: CSV_HEADERS, writeHeaders: true, alwaysWriteHeaders: true });
  csv.pipe(res);
  try {
    for await (const line of lines) {
      if (!csv.write(csvRow(line))) await once(csv, 'drain');
    }
    csv.end();
    await once(res, 'finish');
  } catch (error) {
    // Headers are gone: the only honest signal left is an aborted download.
    csv.destroy();
    res.destroy(error as Error);
  }
}
