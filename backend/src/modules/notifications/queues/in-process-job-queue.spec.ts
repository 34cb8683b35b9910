import { InProcessJobQueue } from './in-process-job-queue.js';
import { exponentialBackoff, PermanentJobError, type JobFailure } from './job-queue.js';

/** Runs back-off timers at once but records the delays they asked for. */
function recordingScheduler() {
  const delays: number[] = [];
  const schedule = (run: () => void, delayMs: number) => {
    delays.push(delayMs);
    return setTimeout(run, 0);
  };
  return { delays, schedule };
}

describe('InProcessJobQueue', () => {
  it('counts its jobs by state for the queue-depth metric: waiting, active, delayed (a retry backing off)', async () => {
    const never = (run: () => void) => setTimeout(run, 2 ** 31 - 1); // the retry stays delayed
    const queue = new InProcessJobQueue<{ name: string }>('test', { attempts: 3, backoffMs: 10 }, { schedule: never });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const failed = new Promise<void>((resolve) => queue.onFailed(() => resolve()));
    queue.process('work', async (job) => (job.data.name === 'slow' ? gate : Promise.reject(new Error('retry me'))), 1);
    await queue.add('work', { name: 'slow' });
    await queue.add('work', { name: 'failing' });
    expect(await queue.counts()).toEqual({ waiting: 1, active: 1, delayed: 0 });
    release();
    await failed;
    await new Promise((resolve) => setImmediate(resolve)); // the failed run schedules its retry and ends
    expect(await queue.counts()).toEqual({ waiting: 0, active: 0, delayed: 1 });
    await queue.close();
  });

  it('uses the same exponential back-off as bull: base, 3×base, 7×base, 15×base', () => {
    expect([1, 2, 3, 4].map((n) => exponentialBackoff(n, 2000))).toEqual([2000, 6000, 14000, 30000]);
  });

  it('retries a failing job with exponential back-off until it succeeds', async () => {
    const { delays, schedule } = recordingScheduler();
    const queue = new InProcessJobQueue<{ n: number }>('test', { attempts: 5, backoffMs: 100 }, { schedule });
    const attempts: number[] = [];
    const failures: JobFailure<{ n: number }>[] = [];
    queue.onFailed((f) => void failures.push(f));
    queue.process('work', async (job) => {
      attempts.push(job.attempt);
      if (job.attempt < 3) throw new Error(`boom ${job.attempt}`);
    });
    await queue.add('work', { n: 1 });
    await queue.whenIdle();
    expect(attempts).toEqual([1, 2, 3]);
    expect(delays).toEqual([100, 300]);
    expect(failures.map((f) => [f.job.attempt, f.willRetry])).toEqual([
      [1, true],
      [2, true],
    ]);
    await queue.close();
  });

  it('gives up after the configured attempts and reports the last failure as final', async () => {
    const { delays, schedule } = recordingScheduler();
    const queue = new InProcessJobQueue<object>('test', { attempts: 3, backoffMs: 10 }, { schedule });
    const failures: JobFailure<object>[] = [];
    queue.onFailed((f) => void failures.push(f));
    let runs = 0;
    queue.process('work', () => {
      runs += 1;
      return Promise.reject(new Error('smtp down'));
    });
    await queue.add('work', {});
    await queue.whenIdle();
    expect(runs).toBe(3);
    expect(delays).toEqual([10, 30]);
    expect(failures.map((f) => f.willRetry)).toEqual([true, true, false]);
    expect((failures[2]!.error as Error).message).toBe('smtp down');
    await queue.close();
  });

  it('does not retry a PermanentJobError', async () => {
    const queue = new InProcessJobQueue<object>('test', { attempts: 5, backoffMs: 10 });
    const failures: JobFailure<object>[] = [];
    queue.onFailed((f) => void failures.push(f));
    queue.process('work', () => Promise.reject(new PermanentJobError('refused')));
    await queue.add('work', {});
    await queue.whenIdle();
    expect(failures).toHaveLength(1);
    expect(failures[0]!.willRetry).toBe(false);
    await queue.close();
  });

  it('ignores a job id that is still queued, and accepts it again once done', async () => {
    const queue = new InProcessJobQueue<{ n: number }>('test', { attempts: 1, backoffMs: 10 });
    const seen: number[] = [];
    await queue.add('work', { n: 1 }, { jobId: 'same' });
    await queue.add('work', { n: 2 }, { jobId: 'same' });
    queue.process('work', async (job) => void seen.push(job.data.n));
    await queue.whenIdle();
    await queue.add('work', { n: 3 }, { jobId: 'same' });
    await queue.whenIdle();
    expect(seen).toEqual([1, 3]);
    await queue.close();
  });

  it('runs at most `concurrency` jobs of a name at once', async () => {
    const queue = new InProcessJobQueue<object>('test', { attempts: 1, backoffMs: 10 });
    let running = 0;
    let peak = 0;
    queue.process(
      'work',
      async () => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
      },
      2,
    );
    for (let i = 0; i < 6; i += 1) await queue.add('work', {});
    await queue.whenIdle();
    expect(peak).toBe(2);
    await queue.close();
  });

  it('stops retrying once closed', async () => {
    const queue = new InProcessJobQueue<object>('test', { attempts: 5, backoffMs: 60_000 });
    let runs = 0;
    queue.process('work', () => {
      runs += 1;
      return Promise.reject(new Error('down'));
    });
    await queue.add('work', {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    await queue.close();
    expect(runs).toBe(1);
    await expect(queue.add('work', {})).rejects.toThrow('closed');
  });
});
