import { isoTimestamp } from './reagent.view.js';

describe('isoTimestamp', () => {
  it('writes PostgreSQL’s UTC text as Date#toISOString does, fraction truncated to milliseconds', () => {
    const texts = [
      '2026-11-27 21:57:25.852505+00',
      '2026-11-27 21:57:25.999999+00',
      '2026-11-27 21:57:25.0005+00',
      '2026-01-01 00:00:00+00',
      '2026-02-28 23:59:59.1+00',
      '2024-02-29 12:00:00.12+00',
      '0999-12-31 23:59:59.999+00',
    ];
    for (const text of texts) expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
  });

  it('agrees with Date on a spread of random instants at microsecond precision', () => {
    for (let i = 0; i < 2000; i++) {
      const ms = Math.floor(Math.random() * 4102444800000);
      const micros = String(Math.floor(Math.random() * 1000)).padStart(3, '0');
      const text = `${new Date(ms).toISOString().replace('T', ' ').replace('Z', '')}${micros}+00`;
      expect(isoTimestamp(text)).toBe(new Date(text).toISOString());
    }
  });

  it('takes the Date route for any other form', () => {
    expect(isoTimestamp('2026-11-27 22:57:25.852505+01')).toBe('2026-11-27T21:57:25.852Z');
    expect(isoTimestamp('2026-11-27T21:57:25.852Z')).toBe('2026-11-27T21:57:25.852Z');
    expect(isoTimestamp(new Date('2026-11-27T21:57:25.852Z'))).toBe('2026-11-27T21:57:25.852Z');
  });
});
