import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { toast } from '../ui/toast';
import { forgetPendingApproval, rememberPendingApproval } from './pendingApproval';
import { lockedRefresh, takeEarlyRestore, type RefreshOutcome } from './refreshRequest';
import { credentialsReceived, sessionCleared } from './sessionSlice';
import { isAccountStatusCode, type AccountStatusCode, type AuthSession } from './types';

/**
 * Session lifecycle outside React: restoring on start, refreshing (on 401 and ahead of expiry),
 * forced logout. The access token lives only in Redux; the refresh token is an httpOnly cookie
 * the browser sends to /api/auth/*.
 */

export const REFRESH_THRESHOLD_MS = 120_000; // refresh when under 120 s remain
export const MIN_REFRESH_INTERVAL_MS = 60_000; // at least 60 s between (scheduled) attempts
export const MAX_REFRESH_FAILURES = 3; // consecutive failures before a forced logout

export const SESSION_LOST_MESSAGE = 'Unable to maintain your session. Please log in again.';
export const ACCOUNT_SUSPENDED_MESSAGE = 'Your account has been suspended. Please contact support.';

type AppDispatch = Dispatch<UnknownAction>;

let inflight: Promise<RefreshOutcome> | null = null;
let lastAttemptAt = 0;
let consecutiveFailures = 0;
/** Bumped whenever the session ends, so a refresh that was already on the wire cannot sign
 * the user back in after a logout. */
let sessionEpoch = 0;

export function getLastRefreshAttemptAt(): number {
  return lastAttemptAt;
}

export function isRefreshInFlight(): Promise<RefreshOutcome> | null {
  return inflight;
}

/** Why a refresh is made: restoring on start is quieter about failures than renewing. */
type RefreshPurpose = 'restore' | 'renew';

export { AUTH_LOADING_TIMEOUT_MS, type RefreshOutcome } from './refreshRequest';

/**
 * Single-flight refresh: concurrent callers share one request, and its outcome is acted on once
 * (one failure counts once, however many requests were waiting on it); across tabs the request
 * holds a lock (lockedRefresh). The restore on start takes the answer to the request the entry
 * already sent (main.tsx), if there is one.
 */
export function refreshSession(dispatch: AppDispatch, purpose: RefreshPurpose = 'renew'): Promise<RefreshOutcome> {
  if (inflight) return inflight;
  lastAttemptAt = Date.now();
  const epoch = sessionEpoch;
  const run = async (): Promise<RefreshOutcome> => {
    const outcome = await ((purpose === 'restore' ? takeEarlyRestore() : null) ?? lockedRefresh());
    // The session ended (logout, Force Logout) while this was on the wire: ignore the answer.
    if (epoch !== sessionEpoch) return { kind: 'rejected', status: 401, code: null };
    settle(dispatch, outcome, purpose);
    return outcome;
  };
  inflight = run().finally(() => {
    inflight = null;
  });
  return inflight;
}

function settle(dispatch: AppDispatch, outcome: RefreshOutcome, purpose: RefreshPurpose): void {
  switch (outcome.kind) {
    case 'ok':
      consecutiveFailures = 0;
      forgetPendingApproval();
      dispatch(credentialsReceived(outcome.session));
      return;
    case 'rejected':
      if (isAccountStatusCode(outcome.code)) handleAccountStatus(dispatch, outcome.code);
      // On start a 401 just means nobody is signed in.
      else if (purpose === 'restore') endSession(dispatch);
      // Otherwise the server has definitively refused (cookie expired or revoked): retrying
      // cannot help, so the session is lost right away rather than after three attempts.
      else forceLogout(dispatch);
      return;
    case 'failed':
      if (purpose === 'restore') {
        endSession(dispatch);
        toast.error('Failed to authenticate. Please try again.');
        return;
      }
      consecutiveFailures += 1;
      if (consecutiveFailures >= MAX_REFRESH_FAILURES) forceLogout(dispatch);
      return;
    default: {
      const unreachable: never = outcome;
      return unreachable;
    }
  }
}

/** A fresh session from the sign-in form. */
export function startSession(dispatch: AppDispatch, session: AuthSession): void {
  consecutiveFailures = 0;
  forgetPendingApproval();
  dispatch(credentialsReceived(session));
}

/**
 * Clears the in-memory session (the store listener also drops all cached API data). With
 * `exitTo`, the app then leaves for that page (see SessionState.exitTo).
 */
export function endSession(dispatch: AppDispatch, exitTo?: string): void {
  sessionEpoch += 1;
  consecutiveFailures = 0;
  dispatch(sessionCleared(exitTo ? { exitTo } : undefined));
}

/** Reacts to the API's account-status codes (403) the same way wherever they turn up. */
export function handleAccountStatus(dispatch: AppDispatch, code: AccountStatusCode): void {
  switch (code) {
    case 'ACCOUNT_SUSPENDED':
      forgetPendingApproval();
      endSession(dispatch, '/login');
      toast.error(ACCOUNT_SUSPENDED_MESSAGE, 'account-suspended');
      return;
    case 'ACCOUNT_REJECTED':
      forgetPendingApproval();
      endSession(dispatch, '/login');
      return;
    case 'ACCOUNT_PENDING':
      // Guards keep sending this browser to /pending-approval (spec §2), not to /login.
      rememberPendingApproval();
      endSession(dispatch, '/pending-approval');
      return;
    default: {
      const unreachable: never = code;
      return unreachable;
    }
  }
}

/** Best effort: ask the server to drop the refresh cookie. Never throws. */
async function postLogout(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/logout', { method: 'POST', credentials: 'include' });
    return response.ok;
  } catch {
    return false;
  }
}

/** Ends the session without the user's say-so (or via Force Logout) and goes to /login. */
export function forceLogout(dispatch: AppDispatch, message: string = SESSION_LOST_MESSAGE, kind: 'error' | 'info' = 'error'): void {
  void postLogout();
  endSession(dispatch, '/login');
  toast[kind](message, 'forced-logout');
}

/** Called by the API layer after a 401 with a token that is still current. */
export async function refreshAfterUnauthorized(dispatch: AppDispatch): Promise<boolean> {
  const outcome = await refreshSession(dispatch);
  return outcome.kind === 'ok';
}

/**
 * Called by the timer ahead of expiry. 'retry' means a transient failure that did not yet reach
 * the limit: the caller should schedule another attempt (no sooner than the minimum interval).
 */
export async function keepSessionAlive(dispatch: AppDispatch): Promise<'ok' | 'retry' | 'ended'> {
  const outcome = await refreshSession(dispatch);
  if (outcome.kind === 'ok') return 'ok';
  return outcome.kind === 'failed' && consecutiveFailures > 0 ? 'retry' : 'ended';
}

/**
 * On start: is anybody signed in (refresh cookie)? 401 → guest silently; a blocked account →
 * its usual handling; anything else → guest with 'Failed to authenticate. Please try again.'
 */
export function restoreSession(dispatch: AppDispatch): Promise<void> {
  restoring ??= refreshSession(dispatch, 'restore').then(() => undefined);
  return restoring;
}

/** The restore on start, once however many ask (the app before its first render, SessionKeeper). */
let restoring: Promise<void> | null = null;
