import { canonicalHeader, isCsvFileName } from './csv-import-rules.js';
import { cleanCatalogText, normaliseExpiryDate, parseAmount, validateReagent } from './reagent-rules.js';

describe('parseAmount (spec §5: a number, else the first number in the text, else 0)', () => {
  it.each<[unknown, number]>([
    [250, 250],
    ['100', 100],
    ['2.5 mL', 2.5],
    ['2,5 mL', 2.5],
    ['about 3 bottles of 500 mL', 3],
    ['.5', 0.5],
    ['-4 g', 4],
    ['plenty', 0],
    ['', 0],
    [undefined, 0],
    [null, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [-3, 0],
  ])('%j → %d', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });
});

describe('normaliseExpiryDate (yyyy-MM-dd; unparsable → null)', () => {
  it.each<[unknown, string | null]>([
    ['2027-06-30', '2027-06-30'],
    ['2027-6-3', '2027-06-03'],
    ['2027-06-30T22:00:00.000Z', '2027-06-30'],
    ['30/06/2027', '2027-06-30'],
    ['30.06.2027', '2027-06-30'],
    ['2027-02-30', null],
    ['2027-13-01', null],
    ['next summer', null],
    ['', null],
    [null, null],
    [20270630, null],
  ])('%j → %j', (input, expected) => {
    expect(normaliseExpiryDate(input)).toBe(expected);
  });
});

describe('validateReagent', () => {
  const form = { name: 'Acetone', catalogNumber: 'A1', category: 'chemicals' };

  it('applies the defaults: amount 0, unit g, one package', () => {
    expect(validateReagent(form, { requireCatalogNumber: true })).toEqual({
      draft: expect.objectContaining({ amount: 0, unit: 'g', numberOfPackages: 1, description: '', expiryDate: null, city: null }),
      problems: [],
    });
  });

  it('the upload form needs name, catalogue number and category, with the spec messages', () => {
    expect(validateReagent({}, { requireCatalogNumber: true }).problems.map((p) => p.message)).toEqual([
      'Reagent name is required',
      'Catalog number is required',
      'Category is required',
    ]);
  });

  it('a CSV row needs only a name', () => {
    expect(validateReagent({ name: 'X', category: 'other' }, { requireCatalogNumber: false }).problems).toEqual([]);
  });

  it("packages are parsed as an integer, default 1 (spec §5): 'two' is 1, not an error", () => {
    for (const [numberOfPackages, expected] of [
      [' 12 ', 12],
      ['3 boxes', 3],
      ['2.5', 2],
      [1.5, 1],
      ['two', 1],
      ['', 1],
      [undefined, 1],
      [0, 1],
      ['0', 1],
      [-1, 1],
    ] as const) {
      const { draft, problems } = validateReagent({ ...form, numberOfPackages }, { requireCatalogNumber: true });
      expect([numberOfPackages, draft.numberOfPackages, problems]).toEqual([numberOfPackages, expected, []]);
    }
  });

  it('refuses only an absurd package count, which the database column could not hold', () => {
    expect(validateReagent({ ...form, numberOfPackages: '99999999999' }, { requireCatalogNumber: true }).problems).toEqual([
      { field: 'numberOfPackages', message: 'Number of packages is too large' },
    ]);
  });

  it('strips control characters, keeping line breaks only where text may span lines', () => {
    expect(cleanCatalogText('Ace\u0000tone')).toBe('Ace tone');
    expect(cleanCatalogText('line one\r\nline\ttwo\u0007', true)).toBe('line one\r\nline\ttwo');
    expect(validateReagent({ ...form, name: '\u0000\u0001 ' }, { requireCatalogNumber: true }).problems[0]?.message).toBe(
      'Reagent name is required',
    );
  });
});

describe('CSV headers and names', () => {
  it.each([
    ['\uFEFFname', 'name'],
    [' Catalog Number ', 'catalogue_number'],
    ['Category', 'category_id'],
    ['amount_unit', 'amount_unit'],
    ['Number of packages', 'number_of_packages'],
    ['Expiry-Date', 'expiry_date'],
  ])('%j → %s', (header, expected) => {
    expect(canonicalHeader(header)).toBe(expected);
  });

  it('wants a .csv file name', () => {
    expect(isCsvFileName('Inventory.CSV')).toBe(true);
    expect(isCsvFileName('inventory.xlsx')).toBe(false);
    expect(isCsvFileName(undefined)).toBe(false);
  });
});
