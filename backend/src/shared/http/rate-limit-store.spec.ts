import { MemoryRateLimitStore } from './rate-limit-store.js';

describe('MemoryRateLimitStore', () => {
  let now = 0;
  const store = new MemoryRateLimitStore(() => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('counts hits in a window opened by the first hit, which later hits do not extend', async () => {
    expect(await store.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 59_000;
    expect(await store.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 1_000 });
    expect(await store.peek('a')).toEqual({ count: 2, resetInMs: 1_000 });
  });

  it('opens a fresh window once the last one has closed, so a limit lifts by itself', async () => {
    await store.hit('b', 1_000);
    await store.hit('b', 1_000);
    now += 1_000;
    expect(await store.peek('b')).toEqual({ count: 0, resetInMs: 0 });
    expect(await store.hit('b', 1_000)).toEqual({ count: 1, resetInMs: 1_000 });
  });

  it('keeps keys apart and forgets a reset key', async () => {
    await store.hit('c', 1_000);
    await store.hit('d', 1_000);
    await store.reset('c');
    expect((await store.peek('c')).count).toBe(0);
    expect((await store.peek('d')).count).toBe(1);
  });
});
