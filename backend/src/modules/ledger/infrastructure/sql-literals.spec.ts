import { literal, render } from './sql-literals.js';

describe('SQL literals for the append statements', () => {
  it('quotes strings safely, including quotes and backslashes', () => {
    expect(literal("it's")).toBe("'it''s'");
    expect(literal('a\\b')).toBe(" E'a\\\\b'");
    expect(literal("x'); drop table ledger_events; --")).toBe("'x''); drop table ledger_events; --'");
  });
  it('writes numbers, null, buffers and lists', () => {
    expect(literal(-12)).toBe('-12');
    expect(literal(null)).toBe('null');
    expect(literal(Buffer.from([0, 255]))).toBe("'\\x00ff'::bytea");
    expect(literal(['a', 'b'])).toBe("'a', 'b'");
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal({})).toThrow();
  });
  it('renders a statement and checks the number of values', () => {
    expect(render('select ? where x in (?)', ["o'k", ['a', 'b']])).toBe("select 'o''k' where x in ('a', 'b')");
    expect(() => render('select ?', [])).toThrow(/expects 1/);
  });
});
