/** A decimal number as JSON writes one (`12`, `-3`, `1.5`, `1e20`); not `0x10`, ` 5`, `NaN`, `Infinity`. */
// Unambiguous (a fraction needs its dot), so a long run of digits cannot make it backtrack.
const DECIMAL_NUMBER = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The one reading of a numeric query parameter (`page`, `pageSize`, `limit`), for `@Transform`:
 * the text as a number for the checks that follow (`@IsInt`, `@Min`, `@Max`), NaN when it is not a
 * decimal number (so `@IsInt` refuses it with the list's message), undefined when empty (absent).
 * Stricter than `Number()`, which reads `0x10` as 16 and ` ` as 0; a huge value (`1e20`, `1e308`)
 * stays a number, so the range check names the bound. A non-string (a test building the DTO
 * directly) is left to the checks as it is.
 */
export const toQueryNumber = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  if (value === '') return undefined;
  return DECIMAL_NUMBER.test(value) ? Number(value) : Number.NaN;
};
