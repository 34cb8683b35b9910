const timeOfDay = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat(undefined, { weekday: 'short' });
const shortDate = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });
const longDay = new Intl.DateTimeFormat(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const full = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

const DAY_MS = 86_400_000;
const startOfDay = (at: Date) => new Date(at.getFullYear(), at.getMonth(), at.getDate()).getTime();

/** A thread's time: the clock today, the weekday within a week, else the date. */
export function threadTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const days = (startOfDay(now) - startOfDay(at)) / DAY_MS;
  if (days < 1) return timeOfDay.format(at);
  if (days < 7) return weekday.format(at);
  return shortDate.format(at);
}

/** A chat bubble's time (the clock); the day is on the separator above. */
export const messageClock = (iso: string) => timeOfDay.format(new Date(iso));

/** The full date and time, for a tooltip or screen readers. */
export const messageFullTime = (iso: string) => full.format(new Date(iso));

/** The day separator: Today, Yesterday, or the date. */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const days = (startOfDay(now) - startOfDay(at)) / DAY_MS;
  if (days < 1) return 'Today';
  if (days < 2) return 'Yesterday';
  return longDay.format(at);
}

/** Whether two messages were sent on different days (a separator goes between them). */
export const differentDay = (a: string, b: string) => startOfDay(new Date(a)) !== startOfDay(new Date(b));
