import { containsPattern, likeLiteral } from './like-pattern.js';

describe('likeLiteral: normalise (NFKC), then escape', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(likeLiteral('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it.each([
    ['fullwidth percent', '\uff05', '\\%'],
    ['fullwidth low line', '\uff3f', '\\_'],
    ['small percent', '\ufe6a', '\\%'],
    ['fullwidth reverse solidus', '\uff3c', '\\\\'],
  ])('a %s is escaped like its ASCII form, not left to become a wildcard later', (_name, char, escaped) => {
    expect(likeLiteral(`a${char}b`)).toBe(`a${escaped}b`);
  });

  it('keeps other text as NFKC writes it', () => {
    expect(likeLiteral('Émilie ﬁsh')).toBe('Émilie fish');
  });

  it('containsPattern wraps the literal in wildcards', () => {
    expect(containsPattern('\uff05')).toBe('%\\%%');
  });
});
