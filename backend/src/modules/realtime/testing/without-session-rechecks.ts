import { jest } from '@jest/globals';
import { SessionWatch } from '../gateway/session-watch.js';

/**
 * Builds an app whose gateway never re-checks sessions by itself (a test may still call
 * `recheckSessions()`): a socket it closes was then closed by an event, not by the 30-s backstop.
 */
export async function withoutSessionRechecks<T>(build: () => Promise<T>): Promise<T> {
  const start = jest.spyOn(SessionWatch.prototype, 'start').mockImplementation(() => undefined);
  try {
    return await build();
  } finally {
    start.mockRestore();
  }
}
