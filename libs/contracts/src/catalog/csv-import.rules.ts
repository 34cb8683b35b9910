/**
 * Bulk CSV import rules (spec §5 "Bulk CSV", §8 "Bulk"). Pure, like reagent-rules.ts.
 */

/** The template's columns, in the spec's order; the last three are optional extras we also read. */
export const CSV_TEMPLATE_COLUMNS = [
  'name',
  'catalogue_number',
  'category_id',
  'description',
  'amount',
  'amount_unit',
  'storage_conditions',
  'number_of_packages',
  // Issue 18: the CAS Registry Number (optional; checked like the form's).
  'cas_number',
  // Issue 18: GHS pictogram and H codes in one cell, separated by ';' (optional).
  'ghs',
] as const;
export const CSV_OPTIONAL_COLUMNS = ['expiry_date', 'city', 'country'] as const;
export const CSV_TEMPLATE_FILE_NAME = 'reagent_template.csv';
/** My Reagents' export: the template's columns and the optional ones, so the file imports back as it is. */
export const CSV_EXPORT_COLUMNS = [...CSV_TEMPLATE_COLUMNS, ...CSV_OPTIONAL_COLUMNS] as const;
export const CSV_EXPORT_FILE_NAME = 'my_reagents.csv';
export const CSV_TEMPLATE_EXAMPLE = [
  'Acetone',
  'A1234',
  'chemicals',
  'HPLC grade, unopened',
  '500',
  'mL',
  'Room temperature',
  '2',
  '67-64-1',
  'GHS02;GHS07;H225;H319;H336',
];

/** Hard caps, checked while the file streams in (a 10,000-row freezer inventory fits). */
export const CSV_LIMITS = { maxBytes: 10 * 1024 * 1024, maxRows: 10_000 } as const;

/** Spec defaults for a CSV row: amount 0, packages 1, other text empty (spec §5, §9). */
export const CSV_DEFAULTS = { amount: 0, numberOfPackages: 1, category: 'other', unit: 'g' } as const;

export const CSV_MESSAGES = {
  noFile: 'Please select a CSV file',
  notCsv: 'Please upload a valid CSV file',
  empty: 'CSV file is empty or invalid',
  missingName: "Missing required field 'name' for a reagent entry",
  tooManyRows: `The CSV file has more than ${CSV_LIMITS.maxRows.toLocaleString('en')} reagents. Split it into smaller files.`,
  tooLarge: `The CSV file is larger than ${CSV_LIMITS.maxBytes / 1024 / 1024} MB. Split it into smaller files.`,
  malformed: (line: number) => `The CSV file could not be read near line ${line}. Check its quotes and commas.`,
  unknownCategory: (value: string) => `Unknown category '${value}'`,
  duplicate: 'Skipped: identical to a reagent you already listed',
  uploaded: (n: number) => `Successfully uploaded ${n} reagents!`,
  failed: (n: number) => `${n} reagents failed to upload`,
  noneUploaded: 'Failed to upload reagents.',
} as const;

/** Header spellings people use for the same column (the form says "Catalog Number", the template "catalogue_number"). */
const HEADER_ALIASES: Record<string, string> = {
  catalog_number: 'catalogue_number',
  catalognumber: 'catalogue_number',
  cataloguenumber: 'catalogue_number',
  category: 'category_id',
  categoryid: 'category_id',
  unit: 'amount_unit',
  amountunit: 'amount_unit',
  storage: 'storage_conditions',
  storageconditions: 'storage_conditions',
  packages: 'number_of_packages',
  numberofpackages: 'number_of_packages',
  expiry: 'expiry_date',
  expirydate: 'expiry_date',
  cas: 'cas_number',
  casnumber: 'cas_number',
  cas_no: 'cas_number',
  casno: 'cas_number',
  cas_rn: 'cas_number',
  casrn: 'cas_number',
  ghs_codes: 'ghs',
  hazards: 'ghs',
};

/** A header cell as the importer keys it: BOM stripped, trimmed, lower case, spaces as underscores. */
export function canonicalHeader(header: string): string {
  const key = header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return HEADER_ALIASES[key] ?? HEADER_ALIASES[key.replace(/_/g, '')] ?? key;
}

/** The file name check the dialog makes before anything is sent (spec §5). */
export const isCsvFileName = (name: string | undefined): boolean => typeof name === 'string' && /\.csv$/i.test(name.trim());
