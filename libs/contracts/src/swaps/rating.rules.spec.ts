import {
  RATING_MESSAGES,
  formatRatingSummary,
  formatResponseTime,
  isRatingEditable,
  normaliseRatingComment,
  ratingEditableUntil,
  ratingProblems,
} from './rating.rules.js';

describe('rating rules', () => {
  it.each([1, 2, 3, 4, 5])('accepts %i stars', (stars) => {
    expect(ratingProblems({ stars })).toEqual([]);
  });

  it.each([0, 6, 2.5, '4', null, undefined])('refuses %p stars', (stars) => {
    expect(ratingProblems({ stars })).toEqual([{ field: 'stars', message: RATING_MESSAGES.starsRange }]);
  });

  it('takes a comment of up to 500 characters, no more', () => {
    expect(ratingProblems({ stars: 5, comment: 'x'.repeat(500) })).toEqual([]);
    expect(ratingProblems({ stars: 5, comment: 'x'.repeat(501) })).toEqual([{ field: 'comment', message: RATING_MESSAGES.commentTooLong }]);
  });

  it('stores a blank comment as none', () => {
    expect(normaliseRatingComment('   ')).toBeNull();
    expect(normaliseRatingComment(undefined)).toBeNull();
    expect(normaliseRatingComment(' Fast shipping ')).toBe('Fast shipping');
  });

  it('is editable for 14 days after it was given, not a moment longer', () => {
    const given = new Date('2026-11-01T10:00:00Z');
    expect(ratingEditableUntil(given).toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(isRatingEditable(given, new Date('2026-11-15T10:00:00Z'))).toBe(true);
    expect(isRatingEditable(given, new Date('2026-11-15T10:00:00.001Z'))).toBe(false);
  });

  it('reads a summary as stars and a count', () => {
    expect(formatRatingSummary({ average: 4.5, count: 12 })).toBe('★ 4.5 (12 ratings)');
    expect(formatRatingSummary({ average: 5, count: 1 })).toBe('★ 5.0 (1 rating)');
    expect(formatRatingSummary({ average: null, count: 0 })).toBe(RATING_MESSAGES.noRatings);
  });

  it('reads a median response time in hours or days', () => {
    expect(formatResponseTime(null)).toBeNull();
    expect(formatResponseTime(600)).toBe('Usually responds within an hour');
    expect(formatResponseTime(3600 * 2.2)).toBe('Usually responds within 3 hours');
    expect(formatResponseTime(3600 * 30)).toBe('Usually responds within 2 days');
  });
});
