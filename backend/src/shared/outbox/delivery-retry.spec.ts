import { retryDelayMs, shouldPark } from './delivery-retry.js';

describe('delivery retry policy', () => {
  const policy = { attempts: 4, backoffMs: 1000 };

  it('waits the back-off after the first failure and doubles it after each further one', () => {
    expect([1, 2, 3, 4].map((failures) => retryDelayMs(failures, policy))).toEqual([1000, 2000, 4000, 8000]);
  });

  it('never waits more than an hour', () => {
    expect(retryDelayMs(40, policy)).toBe(60 * 60 * 1000);
  });

  it('parks the delivery once it has failed as many times as it has attempts', () => {
    expect(shouldPark(3, policy)).toBe(false);
    expect(shouldPark(4, policy)).toBe(true);
  });
});
