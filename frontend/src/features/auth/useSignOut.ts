import { useCallback } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { getApiErrorInfo } from '../../shared/api/problem';
import { reloadTo } from '../../shared/lib/navigation';
import { signingOutStarted } from '../../shared/session/sessionSlice';
import { toast } from '../../shared/ui/toast';
import { detachPushSubscription } from '../notifications';
import { useLogoutMutation } from './authApi';

export const SIGN_OUT_RELOAD_DELAY_MS = 1_000;

/**
 * Logout: tell the server (drops the refresh cookie), toast, then a full reload to / after 1 s
 * so nothing of the session survives in memory. If the server call fails the user stays
 * signed in and is told why.
 */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const dispatch = useAppDispatch();
  const [logout, { isLoading }] = useLogoutMutation();

  const signOut = useCallback(async () => {
    // While still signed in: this browser stops receiving the member's pushes.
    await detachPushSubscription(dispatch);
    try {
      await logout().unwrap();
    } catch (error) {
      const { status, message } = getApiErrorInfo(error);
      // 401: the server has no session for us any more, which is what we wanted.
      if (status !== 401) {
        toast.error(`Failed to sign out: ${message ?? 'Unknown error'}`);
        return;
      }
    }
    dispatch(signingOutStarted());
    toast.success('You have been logged out');
    window.setTimeout(() => reloadTo('/'), SIGN_OUT_RELOAD_DELAY_MS);
  }, [dispatch, logout]);

  return { signOut, isSigningOut: isLoading };
}
