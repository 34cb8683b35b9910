import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { creditsToCents, formatCreditsFixed } from './money.js';

describe('money', () => {
  it('converts credits with up to two decimals to integer cents exactly', () => {
    expect(creditsToCents(0.1 + 0.2)).toBe(30);
    expect(creditsToCents(250.5)).toBe(25_050);
    expect(creditsToCents(19.99)).toBe(1_999);
    expect(creditsToCents(0)).toBe(0);
  });
  it('refuses more than two decimals and non-numbers', () => {
    expect(() => creditsToCents(1.005)).toThrow(ValidationFailedError);
    expect(() => creditsToCents(Number.NaN)).toThrow(ValidationFailedError);
    expect(() => creditsToCents(1e15)).toThrow(ValidationFailedError);
  });
  it('formats cents with two fixed decimals', () => {
    expect(formatCreditsFixed(-1_250)).toBe('-12.50');
    expect(formatCreditsFixed(5)).toBe('0.05');
    expect(formatCreditsFixed(-5)).toBe('-0.05');
  });
});
