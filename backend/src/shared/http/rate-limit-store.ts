/** Injection token of the one rate-limit store every limiter shares (Redis or process memory). */
export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

export interface WindowCount {
  /** Hits counted in the open window; 0 when no window is open. */
  count: number;
  /** Milliseconds until the open window closes; 0 when none is open. */
  resetInMs: number;
}

/**
 * Fixed-window counters by key. A window opens with its first hit and lasts `windowMs`; later
 * hits do not extend it, so a limit always lifts by itself.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

const CLOSED: WindowCount = { count: 0, resetInMs: 0 };

/** One process's counters: the embedded default, and the fallback while Redis is unreachable. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  peek(key: string): Promise<WindowCount> {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return Promise.resolve(CLOSED);
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  /** Bounds memory under a flood of distinct keys (addresses, e-mails) without a timer. */
  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
