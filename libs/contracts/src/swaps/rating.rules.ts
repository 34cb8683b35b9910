import type { FieldProblem } from '../shared/problem.js';

/**
 * Ratings after a swap (issue 19 item 4, ADR 0024): once a swap is completed each party may rate
 * the other once — 1 to 5 stars and an optional comment — and edit it for 14 days. The browser's
 * form and the server's commands apply the same rules, from here.
 */
export const RATING_LIMITS = {
  minStars: 1,
  maxStars: 5,
  commentMaxLength: 500,
  editWindowDays: 14,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export const RATING_MESSAGES = {
  starsRange: 'Please choose between 1 and 5 stars',
  commentTooLong: `The comment can be at most ${RATING_LIMITS.commentMaxLength} characters`,
  notCompleted: 'You can rate the other party once the swap is completed',
  alreadyRated: 'You have already rated this swap; edit your rating instead',
  notRated: 'You have not rated this swap yet',
  editWindowClosed: `A rating can be edited for ${RATING_LIMITS.editWindowDays} days after it was given`,
  ratingNotFound: 'Rating not found',
  saved: 'Thank you for your rating',
  updated: 'Your rating was updated',
  saveFailed: 'Failed to save your rating',
  commentHidden: 'This comment was hidden by an administrator',
  hidden: 'The comment is hidden',
  shown: 'The comment is shown again',
  noRatings: 'No ratings yet',
} as const;

export interface RatingInput {
  stars: unknown;
  comment?: string | null;
}

/** What a rating form or request gets wrong, field by field (empty when it is fine). */
export function ratingProblems(input: RatingInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { stars } = input;
  if (typeof stars !== 'number' || !Number.isInteger(stars) || stars < RATING_LIMITS.minStars || stars > RATING_LIMITS.maxStars) {
    problems.push({ field: 'stars', message: RATING_MESSAGES.starsRange });
  }
  if ((input.comment ?? '').length > RATING_LIMITS.commentMaxLength) {
    problems.push({ field: 'comment', message: RATING_MESSAGES.commentTooLong });
  }
  return problems;
}

/** A comment as stored: trimmed, and none rather than an empty one. */
export const normaliseRatingComment = (comment: string | null | undefined): string | null => comment?.trim() || null;

/** The last moment a rating given at `createdAt` may be edited. */
export const ratingEditableUntil = (createdAt: Date | string): Date =>
  new Date(new Date(createdAt).getTime() + RATING_LIMITS.editWindowDays * DAY_MS);

/** Whether a rating given at `createdAt` may still be edited at `now`. */
export const isRatingEditable = (createdAt: Date | string, now: Date = new Date()): boolean =>
  now.getTime() <= ratingEditableUntil(createdAt).getTime();

/** "★ 4.5 (12 ratings)"; none yet reads as such. */
export function formatRatingSummary(summary: Pick<MemberRatingSummary, 'average' | 'count'>): string {
  if (summary.count === 0 || summary.average === null) return RATING_MESSAGES.noRatings;
  return `★ ${summary.average.toFixed(1)} (${summary.count} ${summary.count === 1 ? 'rating' : 'ratings'})`;
}

/** "Usually responds within 3 hours" from a median in seconds; null when there is none to tell. */
export function formatResponseTime(medianSeconds: number | null): string | null {
  if (medianSeconds === null) return null;
  const hours = medianSeconds / 3600;
  if (hours < 1) return 'Usually responds within an hour';
  if (hours < 24) {
    const whole = Math.ceil(hours);
    return `Usually responds within ${whole} ${whole === 1 ? 'hour' : 'hours'}`;
  }
  const days = Math.ceil(hours / 24);
  return `Usually responds within ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** One rating as the swap's parties (and admins) see it; a hidden comment reads as null with `commentHidden`. */
export interface SwapRatingView {
  id: string;
  swapId: string;
  raterId: string;
  rateeId: string;
  stars: number;
  comment: string | null;
  commentHidden: boolean;
  createdAt: string;
  updatedAt: string;
  /** Until when the rater may edit it (ISO 8601). */
  editableUntil: string;
}

/** The swap's ratings for one of its parties: the one they gave, the one they received, and whether they may rate. */
export interface SwapRatingsView {
  swapId: string;
  given: SwapRatingView | null;
  received: SwapRatingView | null;
  /** The swap is completed and the viewer has not rated yet. */
  canRate: boolean;
  /** The viewer's rating exists and is within its edit window. */
  canEdit: boolean;
}

/** What profiles and reagent cards show of a member (swaps.member_ratings). */
export interface MemberRatingSummary {
  memberId: string;
  /** Mean of the stars received, one decimal; null with no ratings. */
  average: number | null;
  count: number;
  /** Median seconds from a swap request to the owner's approve or reject; null with none decided. */
  medianResponseSeconds: number | null;
}

/** A rating as the admin list shows it, with the parties' names. */
export interface AdminRatingView extends Omit<SwapRatingView, 'editableUntil'> {
  raterName: string;
  rateeName: string;
  hiddenAt: string | null;
}

export interface SetRatingHiddenRequest {
  hidden: boolean;
}
