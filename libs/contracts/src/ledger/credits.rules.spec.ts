import { ADJUSTMENT_MESSAGES, adjustmentProblems } from './credits.rules.js';

const messages = (newBalance: number | null, reason: string) => adjustmentProblems({ newBalance, reason }).map((p) => p.message);

describe('the balance adjustment rules', () => {
  it('accepts a new balance with at most two decimals and a reason', () => {
    expect(messages(120.25, 'Refund')).toEqual([]);
    expect(messages(0, 'Reset')).toEqual([]);
  });

  it('reports the balance first, then the reason', () => {
    expect(messages(null, ' ')).toEqual([ADJUSTMENT_MESSAGES.balanceRequired, ADJUSTMENT_MESSAGES.reasonRequired]);
  });

  it('refuses more than two decimals, a negative balance and a non-finite number', () => {
    expect(messages(1.005, 'x')).toEqual([ADJUSTMENT_MESSAGES.balanceInvalid]);
    expect(messages(-1, 'x')).toEqual([ADJUSTMENT_MESSAGES.balanceNegative]);
    expect(messages(Infinity, 'x')).toEqual([ADJUSTMENT_MESSAGES.balanceInvalid]);
  });

  it('bounds the reason', () => {
    expect(messages(1, 'x'.repeat(501))).toEqual([ADJUSTMENT_MESSAGES.reasonTooLong]);
    expect(messages(1, 'x'.repeat(500))).toEqual([]);
  });
});
