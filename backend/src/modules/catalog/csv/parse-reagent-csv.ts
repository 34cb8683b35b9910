import { Readable } from 'node:stream';
import { parseStream } from 'fast-csv';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { canonicalHeader, CSV_LIMITS, CSV_MESSAGES } from '../domain/csv-import-rules.js';

/** One data row: its cells by canonical header, and its row number as a spreadsheet shows it (header = 1). */
export interface CsvRecord {
  line: number;
  cells: Record<string, string | undefined>;
}

export type CsvParseOutcome = { kind: 'record'; record: CsvRecord } | { kind: 'invalid'; line: number; message: string };

const refuse = (message: string) => ValidationFailedError.of('file', message);

/**
 * Parses a reagent CSV with fast-csv as a stream: RFC 4180 quoting (commas, quotes and newlines
 * inside quoted cells), a UTF-8 BOM, CRLF or LF. Stops at the row cap. Rows whose column count
 * differs from the header are reported, not guessed at; blank lines are skipped. Row numbers
 * count records, so a quoted cell spanning lines is still one row, as in a spreadsheet.
 */
export async function parseReagentCsv(data: Buffer): Promise<CsvParseOutcome[]> {
  if (data.length > CSV_LIMITS.maxBytes) throw refuse(CSV_MESSAGES.tooLarge);
  const text = data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? data.subarray(3) : data;
  const outcomes: CsvParseOutcome[] = [];
  let line = 1;
  let headerCount = 0;
  await new Promise<void>((resolve, reject) => {
    const parser = parseStream(Readable.from([text]), {
      headers: (headers) => {
        const canonical = headers.map((h) => (h === undefined || h === null ? undefined : canonicalHeader(String(h))));
        headerCount = canonical.length;
        return canonical;
      },
      strictColumnHandling: true,
      trim: true,
    });
    const fail = (error: Error) => {
      parser.destroy();
      reject(error);
    };
    parser
      .on('data', (cells: Record<string, string | undefined>) => {
        line += 1;
        if (Object.values(cells).every((v) => v === undefined || v === '')) return;
        if (outcomes.length >= CSV_LIMITS.maxRows) return fail(refuse(CSV_MESSAGES.tooManyRows));
        outcomes.push({ kind: 'record', record: { line, cells } });
      })
      .on('data-invalid', (row: string[] | undefined) => {
        line += 1;
        const values = Array.isArray(row) ? row : [];
        if (values.every((v) => v === undefined || String(v).trim() === '')) return;
        if (outcomes.length >= CSV_LIMITS.maxRows) return fail(refuse(CSV_MESSAGES.tooManyRows));
        outcomes.push({ kind: 'invalid', line, message: `This row has ${values.length} columns where the header has ${headerCount}` });
      })
      .on('error', () => fail(refuse(CSV_MESSAGES.malformed(line + 1))))
      .on('end', () => resolve());
  });
  return outcomes;
}
