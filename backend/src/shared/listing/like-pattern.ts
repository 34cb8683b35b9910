/**
 * The one way search text becomes part of a LIKE/ILIKE pattern. Normalise first (NFKC), then
 * escape: the compatibility forms `％` (U+FF05), `＿` (U+FF3F), `﹪`, `＼` fold to `%`, `_` and `\`
 * under NFKC, and the catalog's `catalog_fold` (unaccent) folds them the same way inside the
 * database, after the escaping. Escaped first, they passed as plain letters and came out of the
 * fold as live wildcards (issue 14). Normalised first, they are escaped like the ASCII ones.
 * Patterns use LIKE's default escape character, the backslash.
 */
export const likeLiteral = (text: string): string => text.normalize('NFKC').replace(/[\\%_]/g, (c) => `\\${c}`);

/** A pattern that matches the text literally anywhere (no character of the search is a wildcard). */
export const containsPattern = (text: string): string => `%${likeLiteral(text)}%`;
