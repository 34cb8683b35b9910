import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import { MESSAGE_TIMINGS } from '@reagentswap/contracts';
import { useRealtimeEvent } from '../../../shared/realtime';
import { selectCurrentUser, selectIsAuthenticated } from '../../../shared/session/sessionSlice';
import { useAppSelector } from '../../../shared/store/hooks';
import { useGetUnreadNotificationCountQuery } from './inAppApi';

/**
 * A 'counts' push means a message or a swap changed for this member, which is what most
 * notifications are about; their entry is written by another subscriber of the same event, maybe
 * a moment later, so the count is asked again after this pause (ADR 0029: no push of its own).
 */
const REFETCH_AFTER_PUSH_MS = 1500;

/**
 * The bell's unread count: polled like the other badges (spec §9: 60 s), again when the window
 * regains focus and shortly after a 'counts' push. Nothing is asked for guests or accounts the API would refuse.
 */
export function useUnreadNotificationCount(): number | undefined {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const active = signedIn && user?.approvalStatus === 'approved' && !user.isDeleted;
  const { data, refetch } = useGetUnreadNotificationCountQuery(active ? undefined : skipToken, {
    pollingInterval: MESSAGE_TIMINGS.countsPollMs,
    refetchOnFocus: true,
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useRealtimeEvent('counts', () => {
    if (!active) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void refetch(), REFETCH_AFTER_PUSH_MS);
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return active ? data?.unread : undefined;
}
