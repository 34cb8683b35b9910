/**
 * At most `permits` tasks run at once; the others wait their turn in arrival order instead of
 * failing. For work that is bounded by memory or CPU rather than by the database pool.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly permits: number) {
    if (!Number.isInteger(permits) || permits < 1) throw new Error('A semaphore needs at least one permit');
  }

  /** Tasks running now, and tasks waiting for a permit (for tests and metrics). */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.permits) {
      this.running += 1;
      return Promise.resolve();
    }
    // The permit passes straight from the releasing task to this one: `running` stays as it is.
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
