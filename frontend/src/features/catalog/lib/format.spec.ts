import { afterEach, describe, expect, it, jest } from '@jest/globals';

describe('formatReagentDate', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('makes its date format on first use, not when a card imports the module (issue 15: TBT)', async () => {
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    const { formatReagentDate, packagesText } = await import('./format');
    expect(packagesText(2)).toBe('2 packages');
    expect(made).not.toHaveBeenCalled();

    expect(formatReagentDate('2026-03-04')).toBe(
      new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'short', day: 'numeric' }).format(new Date(2026, 2, 4)),
    );
    expect(formatReagentDate('2026-03-05')).not.toBe('Not specified');
    expect(made).toHaveBeenCalledTimes(2); // the one it keeps, and the test's own
    expect(formatReagentDate(null)).toBe('Not specified');
    expect(formatReagentDate('not a date')).toBe('Not specified');
  });
});
