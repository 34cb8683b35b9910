import type { Response } from 'express';
import { neutraliseCell } from '../../../shared/csv/csv-cell.js';
import { sendCsv } from '../../../shared/csv/csv-download.js';
import type { LedgerEventView } from '../commands/ledger-command.js';
import { formatCreditsFixed } from '../domain/money.js';

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

async function* rowsOf(lines: AsyncIterable<LedgerEventView>): AsyncGenerator<string[]> {
  for await (const line of lines) yield csvRow(line);
}

/** Streams the lines as a CSV download (constant memory; respects back-pressure). */
export function sendHistoryCsv(res: Response, filename: string, lines: AsyncIterable<LedgerEventView>): Promise<void> {
  return sendCsv(res, filename, CSV_HEADERS, rowsOf(lines));
}
