import {
  formatGhsCell,
  GHS_PICTOGRAMS,
  HAZARD_STATEMENTS,
  hazardKindOf,
  hazardStatementLabel,
  normaliseGhsCode,
  parseGhsCell,
  validateGhsSelection,
} from './ghs.js';
import { validateReagent } from './reagent.rules.js';

describe('GHS data (UN GHS Rev. 10)', () => {
  it('has the nine pictograms GHS01–GHS09 with their names', () => {
    expect(GHS_PICTOGRAMS.map((p) => p.code)).toEqual(['GHS01', 'GHS02', 'GHS03', 'GHS04', 'GHS05', 'GHS06', 'GHS07', 'GHS08', 'GHS09']);
    expect(GHS_PICTOGRAMS.find((p) => p.code === 'GHS06')?.name).toBe('Skull and crossbones');
  });

  it('has unique H-codes in code order, each with a text, from H200 to H420', () => {
    const codes = HAZARD_STATEMENTS.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
    expect(codes[0]).toBe('H200');
    expect(codes.at(-1)).toBe('H420');
    for (const s of HAZARD_STATEMENTS) {
      expect(s.code).toMatch(/^H[234]\d\d$/);
      expect(s.text.trim()).not.toBe('');
    }
  });

  it('sorts statements into physical, health and environmental hazards by their first digit', () => {
    expect(hazardKindOf('H225')).toBe('physical');
    expect(hazardKindOf('H319')).toBe('health');
    expect(hazardKindOf('H410')).toBe('environmental');
  });

  it("labels a statement as the form's picker shows it", () => {
    expect(hazardStatementLabel('H225')).toBe('H225 Highly flammable liquid and vapour');
    expect(hazardStatementLabel('H999')).toBe('H999');
  });
});

describe('normaliseGhsCode', () => {
  it.each([
    [' ghs2 ', 'GHS02'],
    ['GHS07', 'GHS07'],
    ['h 225', 'H225'],
    ['GHS10', 'GHS10'],
  ])('%j → %j', (raw, code) => expect(normaliseGhsCode(raw)).toBe(code));
});

describe('validateGhsSelection', () => {
  it('accepts known codes, normalised, deduplicated and sorted', () => {
    expect(validateGhsSelection(['GHS07', 'ghs02', 'GHS07'], ['H336', 'H225'])).toEqual({
      selection: { ghsPictograms: ['GHS02', 'GHS07'], hazardStatements: ['H225', 'H336'] },
      problems: [],
    });
  });

  it('treats missing lists as none', () => {
    expect(validateGhsSelection(undefined, null)).toEqual({ selection: { ghsPictograms: [], hazardStatements: [] }, problems: [] });
  });

  it('names every unknown code in its field, never dropping it silently', () => {
    const { problems } = validateGhsSelection(['GHS00', 'GHS02', 'H225'], ['H225', 'EUH066', 'GHS02']);
    expect(problems).toEqual([
      { field: 'ghsPictograms', message: 'Unknown GHS pictogram GHS00, H225. Choose from GHS01 to GHS09.' },
      { field: 'hazardStatements', message: 'Unknown hazard statement EUH066, GHS02. Use a GHS H-code such as H225.' },
    ]);
  });

  it('refuses a value that is not a list of codes', () => {
    expect(validateGhsSelection([2], {}).problems.map((p) => p.field)).toEqual(['ghsPictograms', 'hazardStatements']);
  });

  it("is part of the reagent rules (the form's and the server's)", () => {
    const { draft, problems } = validateReagent(
      { name: 'Acetone', catalogNumber: 'A1', category: 'chemicals', ghsPictograms: ['GHS02'], hazardStatements: ['H999'] },
      { requireCatalogNumber: true },
    );
    expect(draft).toMatchObject({ ghsPictograms: ['GHS02'], hazardStatements: [] });
    expect(problems).toEqual([{ field: 'hazardStatements', message: 'Unknown hazard statement H999. Use a GHS H-code such as H225.' }]);
  });
});

describe("the CSV 'ghs' cell", () => {
  it('splits pictograms from H-statements, whatever the order, spacing and case', () => {
    expect(parseGhsCell(' H319;ghs07; GHS02 ;H225;')).toEqual({
      selection: { ghsPictograms: ['GHS02', 'GHS07'], hazardStatements: ['H225', 'H319'] },
    });
  });

  it('an empty cell is no hazards', () => {
    expect(parseGhsCell('')).toEqual({ selection: { ghsPictograms: [], hazardStatements: [] } });
  });

  it("reports every unknown code as the row's error", () => {
    expect(parseGhsCell('GHS02;GHS10;H999;H225').error).toBe(
      "Unknown GHS code GHS10, H999. Use pictograms GHS01 to GHS09 and H-statements such as H225, separated by ';'.",
    );
  });

  it('a comma is not a separator: the cell is one code list split by semicolons', () => {
    expect(parseGhsCell('GHS02,GHS07').error).toMatch(/Unknown GHS code GHS02,GHS07/);
  });

  it('formats back to the same cell (export)', () => {
    const cell = 'GHS02;GHS07;H225;H319;H336';
    expect(formatGhsCell(parseGhsCell(cell).selection)).toBe(cell);
  });
});
