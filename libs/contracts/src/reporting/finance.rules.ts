/**
 * The finance report's periods (design.md §4), shared by the server (which buckets in SQL with
 * PostgreSQL's date_trunc in UTC) and the browser (range picker limits). Weeks start on Monday, as
 * date_trunc('week') and ISO 8601 do. Dates travel as 'YYYY-MM-DD' (UTC calendar days).
 */
export const FINANCE_GRANULARITIES = ['day', 'week', 'month'] as const;
export type FinanceGranularity = (typeof FINANCE_GRANULARITIES)[number];

export const isFinanceGranularity = (value: unknown): value is FinanceGranularity =>
  typeof value === 'string' && (FINANCE_GRANULARITIES as readonly string[]).includes(value);

/** At most this many periods in one report: a year of days, enough weeks and months for any audit. */
export const FINANCE_MAX_PERIODS = 366;

/** The range shown when none is asked for: the last 30 days, 12 weeks or 12 months up to today. */
const DEFAULT_PERIODS: Record<FinanceGranularity, number> = { day: 30, week: 12, month: 12 };

export const FINANCE_MESSAGES = {
  granularity: 'granularity must be one of day, week, month',
  date: 'must be a date (YYYY-MM-DD)',
  order: '"to" must not be before "from"',
  tooLong: `The range is too long: at most ${FINANCE_MAX_PERIODS} periods. Choose a shorter range or a coarser granularity.`,
} as const;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A 'YYYY-MM-DD' text as midnight UTC, or null when it is not a real calendar date. */
export function parseUtcDate(text: string): Date | null {
  const match = DATE_ONLY.exec(text.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text.trim() ? date : null;
}

export const toUtcDateText = (date: Date): string => date.toISOString().slice(0, 10);

/** The first instant of the period holding `date` (what date_trunc(granularity, t at time zone 'UTC') gives). */
export function periodStartOf(date: Date, granularity: FinanceGranularity): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const d = date.getUTCDate();
  switch (granularity) {
    case 'day':
      return new Date(Date.UTC(y, m, d));
    case 'week': {
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(y, m, d - sinceMonday));
    }
    case 'month':
      return new Date(Date.UTC(y, m, 1));
    default: {
      const unknown: never = granularity;
      throw new Error(`Unknown granularity ${String(unknown)}`);
    }
  }
}

export function nextPeriodStart(start: Date, granularity: FinanceGranularity): Date {
  const y = start.getUTCFullYear();
  const m = start.getUTCMonth();
  const d = start.getUTCDate();
  if (granularity === 'month') return new Date(Date.UTC(y, m + 1, 1));
  return new Date(Date.UTC(y, m, d + (granularity === 'week' ? 7 : 1)));
}

/**
 * The start dates of every period that overlaps the days `from`..`to` (both inclusive), in order.
 * The first and last may begin before `from` or end after `to`: they hold only the range's days.
 */
export function periodsInRange(from: Date, to: Date, granularity: FinanceGranularity, limit = FINANCE_MAX_PERIODS): string[] {
  const periods: string[] = [];
  for (let start = periodStartOf(from, granularity); start <= to; start = nextPeriodStart(start, granularity)) {
    if (periods.length === limit) throw new RangeError(FINANCE_MESSAGES.tooLong);
    periods.push(toUtcDateText(start));
  }
  return periods;
}

export interface FinanceRange {
  granularity: FinanceGranularity;
  /** First day, inclusive ('YYYY-MM-DD', UTC). */
  from: string;
  /** Last day, inclusive ('YYYY-MM-DD', UTC). */
  to: string;
}

/** The default range for a granularity, ending today (UTC) and starting at a period boundary. */
export function defaultFinanceRange(granularity: FinanceGranularity, today: Date = new Date()): FinanceRange {
  let start = periodStartOf(today, granularity);
  for (let i = 1; i < DEFAULT_PERIODS[granularity]; i++) start = periodStartOf(new Date(start.getTime() - 1), granularity);
  return { granularity, from: toUtcDateText(start), to: toUtcDateText(today) };
}

/** Problems of a requested range, by field (empty when it is valid). */
export function financeRangeProblems(range: { granularity?: unknown; from?: string; to?: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isFinanceGranularity(range.granularity)) problems.granularity = FINANCE_MESSAGES.granularity;
  const from = range.from === undefined ? null : parseUtcDate(range.from);
  const to = range.to === undefined ? null : parseUtcDate(range.to);
  if (!from) problems.from = `from ${FINANCE_MESSAGES.date}`;
  if (!to) problems.to = `to ${FINANCE_MESSAGES.date}`;
  if (from && to && to < from) problems.to = FINANCE_MESSAGES.order;
  if (from && to && to >= from && isFinanceGranularity(range.granularity)) {
    try {
      periodsInRange(from, to, range.granularity);
    } catch {
      problems.to = FINANCE_MESSAGES.tooLong;
    }
  }
  return problems;
}
