import { describe, expect, it } from '@jest/globals';
import { createRetrySpacer } from './authRetry';

describe('the session refreshes after a refused socket token', () => {
  it('start at once, then keep the gap between one another', () => {
    const spacer = createRetrySpacer(30_000);
    expect(spacer.next(1_000_000)).toBe(0);
    expect(spacer.next(1_010_000)).toBe(20_000); // runs at 1_030_000
    expect(spacer.next(1_010_000)).toBe(50_000); // queued after that one, at 1_060_000
  });

  it('wait nothing once the gap has passed', () => {
    const spacer = createRetrySpacer(30_000);
    spacer.next(0);
    expect(spacer.next(45_000)).toBe(0);
  });
});
