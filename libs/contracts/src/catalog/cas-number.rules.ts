/**
 * CAS Registry Numbers (issue 18): the one rule the forms, the CSV import, search and the server
 * share. A CAS number is 2–7 digits, a dash, 2 digits, a dash and a check digit: the sum of the
 * other digits, each weighted by its position counted from the right (1, 2, 3 …), mod 10.
 */

export const CAS_MESSAGES = {
  invalid: 'Please enter a valid CAS number, e.g. 67-64-1',
} as const;

/** The stored form; the database checks the same shape. */
export const CAS_NUMBER_FORMAT = /^(\d{2,7})-(\d{2})-(\d)$/;

const DIGITS_ONLY = /^\d{5,10}$/;
// Dashes people paste from web pages and PDFs: hyphen, non-breaking hyphen, figure/en/em dash, minus.
const DASH_LIKE = /[\u2010-\u2015\u2212\uFE63\uFF0D]/g;

/** The check digit of the digits before it ('6764' → 1 for 67-64-1). */
export function casCheckDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return sum % 10;
}

/**
 * The canonical NNNNNNN-NN-N spelling of what a user typed, or null when it cannot be a CAS number:
 * spaces dropped, other dashes read as '-', a digits-only value ('67641') given its dashes. The
 * check digit is not tested here (see isValidCasNumber).
 */
export function normaliseCasNumber(value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).replace(/\s+/g, '').replace(DASH_LIKE, '-');
  if (CAS_NUMBER_FORMAT.test(text)) return text;
  if (DIGITS_ONLY.test(text)) return `${text.slice(0, -3)}-${text.slice(-3, -1)}-${text.slice(-1)}`;
  return null;
}

/** True for a canonical CAS number whose check digit is right. */
export function isValidCasNumber(casNumber: string): boolean {
  const match = CAS_NUMBER_FORMAT.exec(casNumber);
  if (!match) return false;
  return casCheckDigit(match[1]! + match[2]!) === Number(match[3]);
}

/** A valid CAS number in canonical form, else null ('67 64 1' → '67-64-1'; '67-64-2' → null). */
export function asCasNumber(value: unknown): string | null {
  const normalised = normaliseCasNumber(value);
  return normalised && isValidCasNumber(normalised) ? normalised : null;
}

/**
 * The optional CAS number field of a form or a CSV row: blank → null, a valid number → its canonical
 * form, anything else → the message (and the text as typed, so the form can show it back).
 */
export function validateCasNumber(value: unknown): { casNumber: string | null; problem: string | null } {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  if (!text) return { casNumber: null, problem: null };
  const casNumber = asCasNumber(text);
  return casNumber ? { casNumber, problem: null } : { casNumber: null, problem: CAS_MESSAGES.invalid };
}
