import { DIGEST_WINDOW_DAYS, type DigestKind } from '@reagentswap/contracts';

/** When digests go out, in UTC. */
export interface SendTime {
  hour: number;
  minute: number;
}

/** The default DIGEST_SEND_TIME. */
export const DEFAULT_SEND_TIME: SendTime = { hour: 7, minute: 0 };

const DAY_MS = 86_400_000;
const PERIOD = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONDAY = 1;

/** 'HH:MM' → SendTime; anything else (unset, 'off') → the default, which a direct run still needs for its window. */
export function parseSendTime(value: string | undefined): SendTime {
  const match = value?.match(/^([01]\d|2[0-3]):([0-5]\d)$/);
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : DEFAULT_SEND_TIME;
}

/** The cron expressions of the schedule: every day at the send time, and Mondays at the send time. */
export const cronExpression = (kind: DigestKind, { hour, minute }: SendTime): string =>
  kind === 'daily' ? `${minute} ${hour} * * *` : `${minute} ${hour} * * ${MONDAY}`;

/**
 * A digest's period is the UTC date it goes out on ('2026-11-23'); a weekly one's is a Monday.
 * Every instance computes the same period for the same run, which is what the send record's key needs.
 */
export function periodOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export class InvalidDigestPeriodError extends Error {}

/**
 * The time span a digest covers, [since, until): the `DIGEST_WINDOW_DAYS` before its send time on
 * its period's date. Consecutive periods meet exactly, so nothing falls between two digests and
 * nothing is in two (as long as the send time stays the same).
 */
export function digestWindow(kind: DigestKind, period: string, sendTime: SendTime): { since: Date; until: Date } {
  const match = PERIOD.exec(period);
  const until = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), sendTime.hour, sendTime.minute)) : null;
  if (!until || periodOf(until) !== period) throw new InvalidDigestPeriodError(`Not a date: ${period}`);
  if (kind === 'weekly' && until.getUTCDay() !== MONDAY)
    throw new InvalidDigestPeriodError(`A weekly digest goes out on Mondays, not on ${period}`);
  return { since: new Date(until.getTime() - DIGEST_WINDOW_DAYS[kind] * DAY_MS), until };
}

/** What an admin's preview covers: the window's length, ending now. */
export const windowEndingAt = (kind: DigestKind, until: Date): { since: Date; until: Date } => ({
  since: new Date(until.getTime() - DIGEST_WINDOW_DAYS[kind] * DAY_MS),
  until,
});
