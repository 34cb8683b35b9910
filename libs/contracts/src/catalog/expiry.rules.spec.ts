import {
  addDays,
  daysUntilExpiry,
  dueExpiryMilestone,
  expiresWithin,
  expiryToday,
  expiryWarning,
  isExpired,
  isExpiringSoon,
  reminderWindow,
} from './expiry.rules.js';

const TODAY = '2026-11-27';

describe('the expiry rules', () => {
  it('takes today as the UTC calendar date', () => {
    expect(expiryToday(new Date('2026-11-27T23:59:59Z'))).toBe('2026-11-27');
    expect(expiryToday(new Date('2026-11-28T00:00:00Z'))).toBe('2026-11-28');
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-11-27', 14)).toBe('2026-12-11');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts the days left: 0 on the day, negative once past, null without a date', () => {
    expect(daysUntilExpiry('2026-11-27', TODAY)).toBe(0);
    expect(daysUntilExpiry('2026-12-27', TODAY)).toBe(30);
    expect(daysUntilExpiry('2026-11-26', TODAY)).toBe(-1);
    expect(daysUntilExpiry(null, TODAY)).toBeNull();
    expect(daysUntilExpiry('not a date', TODAY)).toBeNull();
  });

  it('calls a listing expired only after its expiry day', () => {
    expect(isExpired('2026-11-26', TODAY)).toBe(true);
    expect(isExpired('2026-11-27', TODAY)).toBe(false);
    expect(isExpired('2027-01-01', TODAY)).toBe(false);
    expect(isExpired(null, TODAY)).toBe(false);
  });

  it('finds listings expiring within a number of days, never the expired ones', () => {
    expect(expiresWithin('2026-11-27', TODAY, 30)).toBe(true);
    expect(expiresWithin('2026-12-27', TODAY, 30)).toBe(true);
    expect(expiresWithin('2026-12-28', TODAY, 30)).toBe(false);
    expect(expiresWithin('2026-11-26', TODAY, 30)).toBe(false);
    expect(isExpiringSoon('2026-12-10', TODAY)).toBe(true);
    expect(isExpiringSoon(null, TODAY)).toBe(false);
  });

  it('warns on the request page within 30 days, with the date and the days left', () => {
    expect(expiryWarning('2026-12-07', TODAY)).toBe('This reagent expires on 2026-12-07 (in 10 days).');
    expect(expiryWarning('2026-11-28', TODAY)).toBe('This reagent expires on 2026-11-28 (in 1 day).');
    expect(expiryWarning('2026-11-27', TODAY)).toBe('This reagent expires on 2026-11-27 (today).');
    expect(expiryWarning('2026-11-20', TODAY)).toBe('This reagent expired on 2026-11-20.');
    expect(expiryWarning('2026-12-28', TODAY)).toBeNull();
    expect(expiryWarning(null, TODAY)).toBeNull();
  });

  it('has the 14-day reminder due from 14 days before until the day before, the expiry-day one on the day and 3 days late', () => {
    expect(dueExpiryMilestone('2026-12-12', TODAY)).toBeNull();
    expect(dueExpiryMilestone('2026-12-11', TODAY)).toBe('14-days');
    expect(dueExpiryMilestone('2026-11-28', TODAY)).toBe('14-days');
    expect(dueExpiryMilestone('2026-11-27', TODAY)).toBe('expiry-day');
    expect(dueExpiryMilestone('2026-11-24', TODAY)).toBe('expiry-day');
    expect(dueExpiryMilestone('2026-11-23', TODAY)).toBeNull();
    expect(dueExpiryMilestone(null, TODAY)).toBeNull();
  });

  it('selects exactly the dates a reminder may be due for', () => {
    expect(reminderWindow(TODAY)).toEqual({ from: '2026-11-24', to: '2026-12-11' });
  });
});
