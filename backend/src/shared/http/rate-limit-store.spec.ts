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

  it('reserves slots up to the limit and refuses further ones without counting them', async () => {
    const granted = await Promise.all(Array.from({ length: 5 }, () => store.reserve('e', 3, 60_000)));
    expect(granted.map((r) => r.granted)).toEqual([true, true, true, false, false]);
    expect(await store.peek('e')).toEqual({ count: 3, resetInMs: 60_000 });
  });

  it('refuses a reservation while the blocking key has an open window, saying when it closes', async () => {
    await store.hit('lock', 10_000);
    expect(await store.reserve('f', 3, 60_000, 'lock')).toEqual({ granted: false, count: 1, resetInMs: 10_000 });
    expect((await store.peek('f')).count).toBe(0);
    now += 10_000;
    expect(await store.reserve('f', 3, 60_000, 'lock')).toEqual({ granted: true, count: 1, resetInMs: 60_000 });
  });
});
