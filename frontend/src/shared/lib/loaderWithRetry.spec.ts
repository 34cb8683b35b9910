import { describe, expect, it } from '@jest/globals';
import { loaderWithRetry } from './loaderWithRetry';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loaderWithRetry', () => {
  it('loads once, however often it is called while loading or after', async () => {
    let loads = 0;
    const got: string[] = [];
    const load = loaderWithRetry(
      () => {
        loads += 1;
        return Promise.resolve('chunk');
      },
      (value) => got.push(value),
    );
    load();
    load();
    await settle();
    load();
    await settle();
    expect(loads).toBe(1);
    expect(got).toEqual(['chunk']);
  });

  it('tries again on the next call after a failed load (the network came back)', async () => {
    let attempt = 0;
    const got: string[] = [];
    const load = loaderWithRetry(
      () => (++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(`chunk ${attempt}`)),
      (value) => got.push(value),
    );
    load();
    await settle();
    expect(got).toEqual([]);
    load();
    await settle();
    expect(attempt).toBe(2);
    expect(got).toEqual(['chunk 2']);
  });
});
