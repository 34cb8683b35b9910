import { neutraliseCell } from './csv-cell.js';

describe('CSV cells: spreadsheet formula injection', () => {
  it.each(['=1+2', '=cmd', '+SUM(A1)', '-cmd|calc', '@SUM(A1)', '\tX', '\rX', '=HYPERLINK("http://x")'])(
    'prefixes %j with a quote',
    (cell) => {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    },
  );
  it('leaves plain text and the plain numbers we write alone', () => {
    expect(neutraliseCell('Refund')).toBe('Refund');
    expect(neutraliseCell('-12.50')).toBe('-12.50');
    expect(neutraliseCell('7')).toBe('7');
    expect(neutraliseCell(null)).toBe('');
  });
});
