/** After a refused token, at most one session refresh per this long (a server that keeps refusing must not be hammered). */
export const AUTH_RETRY_GAP_MS = 30_000;

/**
 * Spaces out session refreshes after the socket's token was refused: `next(now)` says how long to
 * wait before this refresh so that two of them are at least `gapMs` apart. The first waits nothing.
 */
export function createRetrySpacer(gapMs: number = AUTH_RETRY_GAP_MS): { next(now: number): number } {
  let lastAt = Number.NEGATIVE_INFINITY;
  return {
    next(now) {
      const wait = Math.max(0, lastAt + gapMs - now);
      lastAt = now + wait;
      return wait;
    },
  };
}
