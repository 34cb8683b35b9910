import { describe, expect, it } from '@jest/globals';
import { dayLabel, differentDay, threadTime } from './messageTime';

// Local times, so the day boundaries are the ones the member sees whatever the machine's zone.
const at = (day: number, hour = 12, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();
const now = new Date(2026, 10, 27, 9, 30);

describe('message times', () => {
  it('shows a thread by the clock today, the weekday within a week, else the date', () => {
    expect(threadTime(at(27, 8, 5), now)).toMatch(/08:05|8:05/);
    expect(threadTime(at(26, 23, 59), now)).toBe(new Intl.DateTimeFormat(undefined, { weekday: 'short' }).format(new Date(at(26, 23, 59))));
    expect(threadTime(at(21), now)).toBe(new Intl.DateTimeFormat(undefined, { weekday: 'short' }).format(new Date(at(21))));
    expect(threadTime(at(20), now)).toMatch(/2026/);
    expect(threadTime('not a date', now)).toBe('');
  });

  it('labels day separators Today, Yesterday, then the date', () => {
    expect(dayLabel(at(27, 0, 0), now)).toBe('Today');
    expect(dayLabel(at(26, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(at(25, 12), now)).toMatch(/2026/);
  });

  it('puts a separator between messages of different days only', () => {
    expect(differentDay(at(27, 0, 0), at(27, 23, 59))).toBe(false);
    expect(differentDay(at(26, 23, 59), at(27, 0, 0))).toBe(true);
  });
});
