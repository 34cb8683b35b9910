import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { selectCurrentUser, selectIsAuthenticated } from '../../../shared/session/sessionSlice';
import { useGetProfileQuery } from '../../../shared/api/profileApi';
import { registerServiceWorker, syncPushSubscription } from '../push';
import { usePushPermission } from '../usePush';

const syncedFor = new Set<string>();

/**
 * Registers the service worker on start and, once per member and page load, re-sends this
 * browser's push subscription when notifications are already allowed. Renders nothing.
 */
export function PushSubscriptionSync() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const permission = usePushPermission();
  const active = signedIn && user?.approvalStatus === 'approved' && !user.isDeleted && permission === 'granted';
  const { data: profile } = useGetProfileQuery(active ? undefined : skipToken);

  useEffect(() => {
    const registering = registerServiceWorker();
    registering?.catch((error: unknown) => console.warn('Service worker registration failed', error));
  }, []);

  useEffect(() => {
    // After a sign-out, whoever signs in next on this page registers the subscription again.
    if (!signedIn) syncedFor.clear();
  }, [signedIn]);

  useEffect(() => {
    if (!active || !profile || syncedFor.has(profile.id)) return;
    syncedFor.add(profile.id);
    void syncPushSubscription(dispatch, profile.pushNotifications);
  }, [active, profile, dispatch]);

  return null;
}
