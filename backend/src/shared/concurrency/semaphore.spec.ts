import { Semaphore } from './semaphore.js';

/** A task that stays running until the test lets it finish. */
const gate = () => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
};
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('runs at most `permits` tasks at once and queues the rest in order instead of failing them', async () => {
    const semaphore = new Semaphore(2);
    const gates = Array.from({ length: 5 }, gate);
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const results = gates.map((g, i) =>
      semaphore.run(async () => {
        started.push(i);
        most = Math.max(most, ++running);
        await g.opened;
        running -= 1;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    gates[1]!.open();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (const g of gates) g.open();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('gives the permit back when a task throws', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('decode failed')))).rejects.toThrow('decode failed');
    expect(await semaphore.run(() => Promise.resolve('next'))).toBe('next');
  });
});
