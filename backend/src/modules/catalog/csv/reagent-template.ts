import { CSV_TEMPLATE_COLUMNS, CSV_TEMPLATE_EXAMPLE } from '../domain/csv-import-rules.js';

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** reagent_template.csv: the spec's columns and one example row, CRLF as spreadsheets write it. */
export const reagentTemplateCsv = (): string =>
  [CSV_TEMPLATE_COLUMNS, CSV_TEMPLATE_EXAMPLE].map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
