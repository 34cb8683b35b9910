/**
 * Expiry awareness (issue 18 item 4): when a listing counts as expired, how many days it has left,
 * and when its owner is reminded. Pure and shared, so browse (server), its cards (browser), the
 * request-swap warning and the reminder job agree on every date.
 *
 * Dates are calendar dates (yyyy-MM-dd, as listings store their expiry). "Today" is the UTC date on
 * both sides: the server decides what browse hides by it, so the browser must tag by the same day.
 */

export const EXPIRY_RULES = {
  /** The request-swap page warns when the reagent expires within this many days. */
  warnWithinDays: 30,
  /** My Reagents' 'Expiring soon' filter: expiring within this many days, not yet expired. */
  expiringSoonDays: 30,
  /** The owner's first reminder comes this many days before the expiry date. */
  firstReminderDays: 14,
  /**
   * A reminder the job could not send on its day (the instance was down) still goes out this many
   * days late; after that it is dropped, as it would only be noise.
   */
  lateReminderDays: 3,
} as const;

/** The owner's reminders: 14 days before the expiry date, and on the day. */
export const EXPIRY_MILESTONES = ['14-days', 'expiry-day'] as const;
export type ExpiryMilestone = (typeof EXPIRY_MILESTONES)[number];

export const EXPIRY_TEXT = {
  expiredTag: 'Expired',
  showExpired: 'Show expired',
  expiringSoonFilter: 'Expiring soon',
} as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dayNumber = (isoDate: string): number | null => {
  const match = ISO_DAY.exec(isoDate);
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS : null;
};

/** The UTC calendar date of `now`, as yyyy-MM-dd: "today" for every expiry rule. */
export const expiryToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** `isoDate` plus `days` calendar days (negative for earlier), as yyyy-MM-dd. */
export function addDays(isoDate: string, days: number): string {
  const day = dayNumber(isoDate);
  if (day === null) throw new Error(`Not a yyyy-MM-dd date: ${isoDate}`);
  return new Date((day + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `today` to the expiry date: 0 on the day, negative once past; null without a date. */
export function daysUntilExpiry(expiryDate: string | null | undefined, today: string): number | null {
  const expiry = expiryDate ? dayNumber(expiryDate) : null;
  const now = dayNumber(today);
  return expiry === null || now === null ? null : expiry - now;
}

/** Expired: the expiry date is before today (a reagent is still good on its expiry day). */
export function isExpired(expiryDate: string | null | undefined, today: string): boolean {
  const days = daysUntilExpiry(expiryDate, today);
  return days !== null && days < 0;
}

/** Expires today or within `days` days, and has not expired yet. */
export function expiresWithin(expiryDate: string | null | undefined, today: string, days: number): boolean {
  const left = daysUntilExpiry(expiryDate, today);
  return left !== null && left >= 0 && left <= days;
}

/** My Reagents' 'Expiring soon'. */
export const isExpiringSoon = (expiryDate: string | null | undefined, today: string): boolean =>
  expiresWithin(expiryDate, today, EXPIRY_RULES.expiringSoonDays);

/** The request-swap page's warning, or null when the reagent does not expire within 30 days (or has no date). */
export function expiryWarning(expiryDate: string | null | undefined, today: string): string | null {
  const days = daysUntilExpiry(expiryDate, today);
  if (days === null || days > EXPIRY_RULES.warnWithinDays) return null;
  if (days < 0) return `This reagent expired on ${expiryDate}.`;
  if (days === 0) return `This reagent expires on ${expiryDate} (today).`;
  return `This reagent expires on ${expiryDate} (in ${days} ${days === 1 ? 'day' : 'days'}).`;
}

/**
 * The reminder due today for a listing, if any: '14-days' from 14 days before the expiry date until
 * the day before, 'expiry-day' on the day and up to `lateReminderDays` after. Which reminders were
 * already sent is the job's business (one per listing and milestone, kept in the database).
 */
export function dueExpiryMilestone(expiryDate: string | null | undefined, today: string): ExpiryMilestone | null {
  const days = daysUntilExpiry(expiryDate, today);
  if (days === null) return null;
  if (days >= 1 && days <= EXPIRY_RULES.firstReminderDays) return '14-days';
  if (days <= 0 && days >= -EXPIRY_RULES.lateReminderDays) return 'expiry-day';
  return null;
}

/**
 * The expiry dates whose listings may have a reminder due today, as an inclusive range: what the
 * job selects before `dueExpiryMilestone` decides.
 */
export const reminderWindow = (today: string): { from: string; to: string } => ({
  from: addDays(today, -EXPIRY_RULES.lateReminderDays),
  to: addDays(today, EXPIRY_RULES.firstReminderDays),
});
