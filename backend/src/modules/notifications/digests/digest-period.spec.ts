import { cronExpression, digestWindow, InvalidDigestPeriodError, parseSendTime, periodOf, windowEndingAt } from './digest-period.js';

describe('digest periods and windows', () => {
  it('reads the send time as HH:MM in UTC, with 07:00 as the default', () => {
    expect(parseSendTime('18:45')).toEqual({ hour: 18, minute: 45 });
    expect(parseSendTime(undefined)).toEqual({ hour: 7, minute: 0 });
    expect(parseSendTime('off')).toEqual({ hour: 7, minute: 0 });
  });

  it('schedules the daily digest every day and the weekly one on Mondays', () => {
    expect(cronExpression('daily', { hour: 7, minute: 30 })).toBe('30 7 * * *');
    expect(cronExpression('weekly', { hour: 7, minute: 30 })).toBe('30 7 * * 1');
  });

  it('names a period by its UTC date', () => {
    expect(periodOf(new Date('2026-11-23T07:00:00.300Z'))).toBe('2026-11-23');
    expect(periodOf(new Date('2026-11-23T23:59:59.999Z'))).toBe('2026-11-23');
  });

  it('covers the day before the send time, and consecutive days meet exactly', () => {
    const sendTime = { hour: 7, minute: 0 };
    const monday = digestWindow('daily', '2026-11-23', sendTime);
    const tuesday = digestWindow('daily', '2026-11-24', sendTime);
    expect(monday).toEqual({ since: new Date('2026-11-22T07:00:00Z'), until: new Date('2026-11-23T07:00:00Z') });
    expect(tuesday.since).toEqual(monday.until);
  });

  it('covers the past 7 days for the weekly digest, which goes out on Mondays only', () => {
    expect(digestWindow('weekly', '2026-11-23', { hour: 6, minute: 15 })).toEqual({
      since: new Date('2026-11-16T06:15:00Z'),
      until: new Date('2026-11-23T06:15:00Z'),
    });
    expect(() => digestWindow('weekly', '2026-11-24', { hour: 7, minute: 0 })).toThrow(InvalidDigestPeriodError);
  });

  it('refuses what is not a date', () => {
    for (const period of ['2026-02-30', '2026-11-2', 'yesterday']) {
      expect(() => digestWindow('daily', period, { hour: 7, minute: 0 })).toThrow(InvalidDigestPeriodError);
    }
  });

  it('previews the same length of time, ending now', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(windowEndingAt('weekly', now)).toEqual({ since: new Date('2026-11-18T12:00:00Z'), until: now });
  });
});
