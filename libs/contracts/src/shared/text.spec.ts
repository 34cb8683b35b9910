import { characterCount, isEmailAddress } from './text.js';

describe('characterCount', () => {
  it('counts what a person sees as one character once', () => {
    expect(characterCount('😀')).toBe(1);
    expect(characterCount('E\u0301')).toBe(1);
    expect(characterCount('abc')).toBe(3);
  });
});

describe('isEmailAddress', () => {
  it('takes a loose address shape up to 254 characters', () => {
    expect(isEmailAddress('ada@uni.edu')).toBe(true);
    expect(isEmailAddress('ada@uni')).toBe(false);
    expect(isEmailAddress(`${'a'.repeat(246)}@uni.edu`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(247)}@uni.edu`)).toBe(false);
  });
});
