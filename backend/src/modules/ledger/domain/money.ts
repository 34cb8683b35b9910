import { ValidationFailedError } from '../../../shared/errors/domain-error.js';

/**
 * Money inside the ledger is integer cents (1 credit = 100 cents = 1 euro). Floating point never
 * takes part in arithmetic: credits arrive from HTTP as numbers with at most two decimals, are
 * converted once at the edge, and are converted back only for display.
 */

/** Largest balance an account may hold: far above any real use, far below 2^53 so sums stay exact. */
export const MAX_BALANCE_CENTS = 10_000_000_000_000; // 100 billion credits

export const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value);

/** Credits (a number with at most two decimals) to cents; throws a field error otherwise. */
export function creditsToCents(credits: number, field = 'amount'): number {
  if (typeof credits !== 'number' || !Number.isFinite(credits)) throw ValidationFailedError.of(field, 'Please enter a number of credits');
  const cents = Math.round(credits * 100);
  if (Math.abs(cents - credits * 100) > 1e-6) throw ValidationFailedError.of(field, 'Credits can have at most two decimals');
  if (Math.abs(cents) > MAX_BALANCE_CENTS) throw ValidationFailedError.of(field, 'That number of credits is too large');
  return cents;
}

export const centsToCredits = (cents: number): number => cents / 100;

/** "12.5" style text for messages: no trailing zeros, at most two decimals. */
export const formatCredits = (cents: number): string => String(centsToCredits(cents));

/** Fixed two-decimal text for exports (spreadsheets then see a plain number). */
export const formatCreditsFixed = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
