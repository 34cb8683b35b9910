import { useEffect, useRef } from 'react';
import { handleAccountStatus, refreshSession } from '../session/sessionManager';
import { selectSession } from '../session/sessionSlice';
import { isAccountStatusCode } from '../session/types';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { createRetrySpacer } from './authRetry';
import { realtime } from './realtimeClient';

/**
 * The socket's lifecycle, mounted once by the app shell: open while an approved member is signed
 * in (fresh tokens handed over as the session is refreshed, 'auth:refresh'), closed at sign-out or
 * when the session ends. A refused token or 'session:ended' refreshes the session (a new token
 * reconnects) or applies the account's status (suspended, rejected, pending). What a push means is
 * not decided here: each feature listens to its own (useRealtimeEvent). Renders nothing.
 */
export function RealtimeConnection() {
  const dispatch = useAppDispatch();
  const { status, accessToken, user } = useAppSelector(selectSession);
  const me = status === 'authenticated' && user?.approvalStatus === 'approved' && !user.isDeleted ? user.id : null;
  const retries = useRef(createRetrySpacer());

  useEffect(() => {
    if (!me || !accessToken) return;
    realtime.start(accessToken);
  }, [me, accessToken]);

  useEffect(() => {
    if (!me) return;
    realtime.setAuthProblemHandler((code) => {
      if (isAccountStatusCode(code)) return handleAccountStatus(dispatch, code);
      // An expired or refused token, or a session ended elsewhere: a refresh either brings a new
      // token (the effect above reconnects with it) or ends the session (the app signs out).
      window.setTimeout(() => void refreshSession(dispatch), retries.current.next(Date.now()));
    });
    return () => realtime.stop();
  }, [dispatch, me]);

  return null;
}
