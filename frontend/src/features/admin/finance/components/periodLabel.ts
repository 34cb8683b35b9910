import type { FinanceGranularity } from '@reagentswap/contracts';

const dayFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "23 Nov", "Week of 23 Nov", "Nov 2026": periods are UTC days, so they are shown in UTC. */
export function periodLabel(periodStart: string, granularity: FinanceGranularity): string {
  const date = new Date(`${periodStart}T00:00:00Z`);
  if (granularity === 'month') return monthFormat.format(date);
  return granularity === 'week' ? `Week of ${dayFormat.format(date)}` : dayFormat.format(date);
}
