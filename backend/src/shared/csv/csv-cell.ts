const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Spreadsheet formula injection: a cell that starts with = + - @ TAB or CR may be run as a formula
 * by Excel/LibreOffice/Sheets, so it is prefixed with ' (shown as text, not evaluated). Plain
 * numbers we write ourselves ("-12.50") cannot be formulas and are left as numbers, so the amount
 * columns still add up in a spreadsheet. Every CSV export runs every cell through this.
 */
export function neutraliseCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (PLAIN_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}
