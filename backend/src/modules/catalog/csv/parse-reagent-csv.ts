import { Readable } from 'node:stream';
import { parseStream } from 'fast-csv';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { canonicalHeader, CSV_LIMITS, CSV_MESSAGES } from '../domain/csv-import-rules.js';

/** One data row: its cells by canonical header (trimmed), and the physical line of the file it starts on (header = 1). */
export interface CsvRecord {
  line: number;
  cells: Record<string, string | undefined>;
}

export type CsvParseOutcome = { kind: 'record'; record: CsvRecord } | { kind: 'invalid'; line: number; message: string };

const refuse = (message: string) => ValidationFailedError.of('file', message);

const LINE_BREAK = /\r\n|\r|\n/g;

/** How many physical lines a record takes: one, plus the line breaks inside its quoted cells. */
const linesSpanned = (values: readonly unknown[]) =>
  values.reduce<number>((lines, v) => lines + (typeof v === 'string' ? (v.match(LINE_BREAK)?.length ?? 0) : 0), 1);

const trimmed = (cells: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(cells).map(([key, value]) => [key, value?.trim()])) as Record<string, string | undefined>;

/**
 * Parses a reagent CSV with fast-csv as a stream: RFC 4180 quoting (commas, quotes and newlines
 * inside quoted cells), a UTF-8 BOM, CRLF or LF. Stops at the row cap. Rows whose column count
 * differs from the header are reported, not guessed at; blank lines are skipped. A record is
 * labelled with the physical line it starts on, the number an editor shows: fast-csv does not say,
 * so the line breaks inside quoted cells are counted, which is why cells are trimmed here and not by
 * fast-csv (its trim would drop a break at a cell's edge).
 */
export async function parseReagentCsv(data: Buffer): Promise<CsvParseOutcome[]> {
  if (data.length > CSV_LIMITS.maxBytes) throw refuse(CSV_MESSAGES.tooLarge);
  const text = data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf ? data.subarray(3) : data;
  const outcomes: CsvParseOutcome[] = [];
  /** The physical line the next record starts on (the header is line 1). */
  let nextLine = 2;
  let headerCount = 0;
  await new Promise<void>((resolve, reject) => {
    const parser = parseStream(Readable.from([text]), {
      headers: (headers) => {
        const canonical = headers.map((h) => (h === undefined || h === null ? undefined : canonicalHeader(String(h))));
        headerCount = canonical.length;
        nextLine = linesSpanned(headers) + 1;
        return canonical;
      },
      strictColumnHandling: true,
    });
    const fail = (error: Error) => {
      parser.destroy();
      reject(error);
    };
    parser
      .on('data', (raw: Record<string, string | undefined>) => {
        const line = nextLine;
        nextLine += linesSpanned(Object.values(raw));
        const cells = trimmed(raw);
        if (Object.values(cells).every((v) => v === undefined || v === '')) return;
        if (outcomes.length >= CSV_LIMITS.maxRows) return fail(refuse(CSV_MESSAGES.tooManyRows));
        outcomes.push({ kind: 'record', record: { line, cells } });
      })
      .on('data-invalid', (row: string[] | undefined) => {
        const line = nextLine;
        const values = Array.isArray(row) ? row : [];
        nextLine += linesSpanned(values);
        if (values.every((v) => v === undefined || String(v).trim() === '')) return;
        if (outcomes.length >= CSV_LIMITS.maxRows) return fail(refuse(CSV_MESSAGES.tooManyRows));
        outcomes.push({ kind: 'invalid', line, message: `This row has ${values.length} columns where the header has ${headerCount}` });
      })
      .on('error', () => fail(refuse(CSV_MESSAGES.malformed(nextLine))))
      .on('end', () => resolve());
  });
  return outcomes;
}
