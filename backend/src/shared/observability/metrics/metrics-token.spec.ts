import { bearerMatches } from './metrics-token.js';

describe('bearerMatches', () => {
  const token = 'a-metrics-token-of-some-length';

  it('accepts the configured token as a bearer token', () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
  });

  it.each([undefined, '', token, `Basic ${token}`, `Bearer ${token}x`, `Bearer ${token.slice(1)}`, 'Bearer '])('refuses %p', (header) => {
    expect(bearerMatches(header, token)).toBe(false);
  });
});
