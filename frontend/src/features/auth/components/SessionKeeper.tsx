import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { selectSession } from '../../../shared/session/sessionSlice';
import {
  getLastRefreshAttemptAt,
  keepSessionAlive,
  MIN_REFRESH_INTERVAL_MS,
  REFRESH_THRESHOLD_MS,
  restoreSession,
} from '../../../shared/session/sessionManager';

/**
 * Restores the session on start (refresh cookie) and refreshes the access token ahead of its
 * expiry: when under 120 s remain, never sooner than 60 s after the previous attempt. Renders
 * nothing.
 */
export function SessionKeeper() {
  const dispatch = useAppDispatch();
  const { status, expiresAt } = useAppSelector(selectSession);
  const [retryTick, setRetryTick] = useState(0);

  // Usually already done before the first render (startApp); once however often asked.
  useEffect(() => {
    void restoreSession(dispatch);
  }, [dispatch]);

  useEffect(() => {
    if (status !== 'authenticated' || !expiresAt) return;
    const expiresAtMs = Date.parse(expiresAt);
    if (Number.isNaN(expiresAtMs)) return;
    const now = Date.now();
    const dueIn = expiresAtMs - REFRESH_THRESHOLD_MS - now;
    const earliestIn = getLastRefreshAttemptAt() + MIN_REFRESH_INTERVAL_MS - now;
    const delay = Math.max(dueIn, earliestIn, 0);
    let cancelled = false;
    const timer = window.setTimeout(() => {
      void keepSessionAlive(dispatch).then((result) => {
        if (!cancelled && result === 'retry') setRetryTick((n) => n + 1);
      });
    }, delay);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [dispatch, status, expiresAt, retryTick]);

  return null;
}
