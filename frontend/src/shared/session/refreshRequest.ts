import { isProblemDetails } from '../api/problem';
import type { AuthSession } from './types';

/**
 * The one refresh request (POST /api/auth/refresh with the httpOnly cookie) and its outcome, apart
 * from the session manager so that the entry (main.tsx) can send it without loading the store: the
 * restore on start then goes out with the app's first modules instead of after its first render.
 */

export const AUTH_LOADING_TIMEOUT_MS = 10_000;

export type RefreshOutcome =
  | { kind: 'ok'; session: AuthSession }
  /** The server said no (401/403): there is no session to keep. */
  | { kind: 'rejected'; status: number; code: string | null }
  /** Network error, timeout, 5xx, 429: worth trying again later. */
  | { kind: 'failed' };

async function postRefresh(): Promise<RefreshOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), AUTH_LOADING_TIMEOUT_MS);
  try {
    const response = await fetch('/api/auth/refresh', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    if (response.ok) {
      const session = (await response.json()) as AuthSession;
      return { kind: 'ok', session };
    }
    if (response.status === 401 || response.status === 403) {
      let code: string | null = null;
      try {
        const body: unknown = await response.json();
        if (isProblemDetails(body)) code = body.code ?? null;
      } catch {
        /* body is optional */
      }
      return { kind: 'rejected', status: response.status, code };
    }
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Refresh tokens rotate and the server treats reuse of an old one as theft, so two tabs must not
 * refresh at the same time: the Web Locks API serialises them where available.
 */
export function lockedRefresh(): Promise<RefreshOutcome> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request('reagentswap-session-refresh', () => postRefresh()) : postRefresh();
}

let early: Promise<RefreshOutcome> | null = null;

/** Sent by the entry at once: is anybody signed in? (The session manager acts on the answer.) */
export function startEarlyRestore(): void {
  early ??= lockedRefresh();
}

/** The entry's answer, once: the session manager's restore takes it instead of asking again. */
export function takeEarlyRestore(): Promise<RefreshOutcome> | null {
  const answer = early;
  early = null;
  return answer;
}
