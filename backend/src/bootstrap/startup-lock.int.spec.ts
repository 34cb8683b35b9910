import { withStartupLock } from './startup-lock.js';

describe('the startup lock', () => {
  it('lets processes that start together migrate and seed one after the other', async () => {
    const url = process.env.DATABASE_URL!;
    const timeline: string[] = [];
    const step = (who: string) => async () => {
      timeline.push(`${who} in`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      timeline.push(`${who} out`);
      return who;
    };
    const results = await Promise.all([withStartupLock(url, step('a')), withStartupLock(url, step('b')), withStartupLock(url, step('c'))]);
    expect(results).toEqual(['a', 'b', 'c']);
    for (let i = 0; i < timeline.length; i += 2) expect(timeline[i + 1]).toBe(timeline[i]!.replace(' in', ' out'));
  });

  it('is released when the work fails', async () => {
    const url = process.env.DATABASE_URL!;
    await expect(withStartupLock(url, () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed');
    await expect(withStartupLock(url, () => Promise.resolve('next'))).resolves.toBe('next');
  });
});
