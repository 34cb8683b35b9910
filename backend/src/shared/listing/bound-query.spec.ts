import { numberedPlaceholders } from './bound-query.js';

describe('numberedPlaceholders', () => {
  it('numbers the placeholders in order', () => {
    expect(numberedPlaceholders('select * from t where a = ? and b ilike ? limit ? offset ?', 4)).toBe(
      'select * from t where a = $1 and b ilike $2 limit $3 offset $4',
    );
  });

  it("leaves question marks in quoted literals, quoted identifiers and line comments alone ('' included)", () => {
    const query = `select '?', 'it''s ?', "col?" -- who's asking?\n from t where a = ?`;
    expect(numberedPlaceholders(query, 1)).toBe(`select '?', 'it''s ?', "col?" -- who's asking?\n from t where a = $1`);
  });

  it('refuses a count that does not match the parameters, and identifier placeholders', () => {
    expect(() => numberedPlaceholders('select ? , ?', 1)).toThrow('The statement has 2 placeholders for 1 parameters');
    expect(() => numberedPlaceholders('select ??', 1)).toThrow(/cannot be bound/);
  });
});
