import { once } from 'node:events';
import type { Response } from 'express';
import { format } from 'fast-csv';
import { neutraliseCell } from './csv-cell.js';

export type CsvCell = string | number | null | undefined;

/**
 * Streams rows as a CSV download with fast-csv: constant memory, respects back-pressure, and every
 * cell (headers too) neutralised against formula injection.
 */
export async function sendCsv(
  res: Response,
  filename: string,
  headers: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]> | Iterable<readonly CsvCell[]>,
): Promise<void> {
  res.status(200);
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.setHeader('Cache-Control', 'no-store');
  const csv = format<string[], string[]>({ headers: headers.map(neutraliseCell), writeHeaders: true, alwaysWriteHeaders: true });
  csv.pipe(res);
  try {
    for await (const row of rows) {
      if (!csv.write(row.map(neutraliseCell))) await once(csv, 'drain');
    }
    csv.end();
    await once(res, 'finish');
  } catch (error) {
    // Headers are gone: the only honest signal left is an aborted download.
    csv.destroy();
    res.destroy(error as Error);
  }
}
