import type { ReagentView } from '@reagentswap/contracts';

/** "City, Country" of the reagent (its own, else the owner's: the API already falls back), or null. */
export function reagentLocation(reagent: Pick<ReagentView, 'city' | 'country'>): string | null {
  const parts = [reagent.city, reagent.country].map((part) => part?.trim()).filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

// Made on first use, not when the module loads: a page's first Intl.DateTimeFormat costs 2–30 ms of the main
// thread (ICU's date patterns; ×4 on Lighthouse's phone), and /dashboard and /reagents load this module for
// their cards, which show no date (issue 15: TBT).
let dateFormat: Intl.DateTimeFormat | undefined;
const reagentDateFormat = () => (dateFormat ??= new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }));

/** A date (yyyy-MM-dd) or timestamp as the user's locale writes it; 'Not specified' when absent. */
export function formatReagentDate(value: string | null | undefined): string {
  if (!value) return 'Not specified';
  // A bare date is a calendar day, not midnight UTC: read it as local so it never shifts a day.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? 'Not specified' : reagentDateFormat().format(date);
}

/** The owner as a card names them: display name, else username, else 'Unknown'. */
export function ownerName(reagent: Pick<ReagentView, 'owner'>): string {
  return reagent.owner.displayName?.trim() || reagent.owner.userName?.trim() || 'Unknown';
}

export const packagesText = (n: number) => (n === 1 ? '1 package' : `${n} packages`);
