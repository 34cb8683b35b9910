import {
  defaultFinanceRange,
  FINANCE_MESSAGES,
  financeRangeProblems,
  parseUtcDate,
  periodStartOf,
  periodsInRange,
} from './finance.rules.js';

const at = (iso: string) => new Date(iso);
const day = (text: string) => parseUtcDate(text)!;

describe('finance periods (UTC, weeks from Monday)', () => {
  it('puts an instant in its UTC day, whatever the local clock says', () => {
    expect(periodStartOf(at('2026-03-01T23:59:59.999Z'), 'day').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(periodStartOf(at('2026-03-01T23:30:00-02:00'), 'day').toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it('starts weeks on Monday, across month and year ends', () => {
    expect(periodStartOf(at('2026-11-23T10:00:00Z'), 'week').toISOString().slice(0, 10)).toBe('2026-11-23'); // a Monday
    expect(periodStartOf(at('2026-11-29T23:59:59Z'), 'week').toISOString().slice(0, 10)).toBe('2026-11-23'); // its Sunday
    expect(periodStartOf(at('2027-01-01T00:00:00Z'), 'week').toISOString().slice(0, 10)).toBe('2026-12-28');
  });

  it('starts months on the first, leap days included', () => {
    expect(periodStartOf(at('2028-02-29T12:00:00Z'), 'month').toISOString().slice(0, 10)).toBe('2028-02-01');
  });

  it('lists every period overlapping the range, the partial first and last ones included', () => {
    expect(periodsInRange(day('2026-01-30'), day('2026-02-02'), 'day')).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
    expect(periodsInRange(day('2026-11-25'), day('2026-12-07'), 'week')).toEqual(['2026-11-23', '2026-11-30', '2026-12-07']);
    expect(periodsInRange(day('2026-11-15'), day('2027-02-01'), 'month')).toEqual(['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01']);
    expect(periodsInRange(day('2026-05-05'), day('2026-05-05'), 'month')).toEqual(['2026-05-01']);
  });

  it('refuses a range with more periods than a report holds', () => {
    expect(() => periodsInRange(day('2025-01-01'), day('2026-01-02'), 'day')).toThrow(FINANCE_MESSAGES.tooLong);
    expect(periodsInRange(day('2025-01-01'), day('2026-01-01'), 'day')).toHaveLength(366);
  });

  it('defaults to the last 30 days, 12 weeks or 12 months up to today', () => {
    const today = at('2026-11-23T15:00:00Z');
    expect(defaultFinanceRange('day', today)).toEqual({ granularity: 'day', from: '2026-10-25', to: '2026-11-23' });
    expect(defaultFinanceRange('week', today)).toEqual({ granularity: 'week', from: '2026-09-07', to: '2026-11-23' });
    expect(defaultFinanceRange('month', today)).toEqual({ granularity: 'month', from: '2025-12-01', to: '2026-11-23' });
    for (const g of ['day', 'week', 'month'] as const) {
      const range = defaultFinanceRange(g, today);
      expect(periodsInRange(day(range.from), day(range.to), g)).toHaveLength(g === 'day' ? 30 : 12);
    }
  });

  it('names the problems of a requested range by field', () => {
    expect(financeRangeProblems({ granularity: 'day', from: '2026-01-01', to: '2026-01-31' })).toEqual({});
    expect(financeRangeProblems({ granularity: 'year', from: '2026-02-30', to: '2026-01-01' })).toEqual({
      granularity: FINANCE_MESSAGES.granularity,
      from: `from ${FINANCE_MESSAGES.date}`,
    });
    expect(financeRangeProblems({ granularity: 'day', from: '2026-02-01', to: '2026-01-01' })).toEqual({ to: FINANCE_MESSAGES.order });
    expect(financeRangeProblems({ granularity: 'day', from: '2020-01-01', to: '2026-01-01' })).toEqual({ to: FINANCE_MESSAGES.tooLong });
  });
});
