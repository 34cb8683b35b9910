/** Injection token of the one rate-limit store every limiter shares (Redis or process memory). */
export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

export interface WindowCount {
  /** Hits counted in the open window; 0 when no window is open. */
  count: number;
  /** Milliseconds until the open window closes; 0 when none is open. */
  resetInMs: number;
}

export interface Reservation extends WindowCount {
  /** False when the hit was not counted: the limit was reached or the blocking key is open. */
  granted: boolean;
}

/**
 * Fixed-window counters by key. A window opens with its first hit and lasts `windowMs`; later
 * hits do not extend it, so a limit always lifts by itself.
 */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /**
   * Counts a hit only while fewer than `limit` are counted and `blockedBy` (if given) has no open
   * window, checking and counting in one step: callers that race for the last slots cannot all
   * pass a check made before any of them counted. Refused: `resetInMs` says when to try again.
   */
  reserve(key: string, limit: number, windowMs: number, blockedBy?: string): Promise<Reservation>;
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
    return Promise.resolve(this.count(key, windowMs));
  }

  reserve(key: string, limit: number, windowMs: number, blockedBy?: string): Promise<Reservation> {
    // Synchronous from the first read to the count: nothing else runs in between in one process.
    const blocked = blockedBy ? this.open(blockedBy) : CLOSED;
    if (blocked.count > 0) return Promise.resolve({ granted: false, ...blocked });
    const counted = this.open(key);
    if (counted.count >= limit) return Promise.resolve({ granted: false, ...counted });
    return Promise.resolve({ granted: true, ...this.count(key, windowMs) });
  }

  peek(key: string): Promise<WindowCount> {
    return Promise.resolve(this.open(key));
  }

  private count(key: string, windowMs: number): WindowCount {
    const now = this.now();
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  private open(key: string): WindowCount {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return CLOSED;
    return { count: window.count, resetInMs: window.resetAt - now };
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
