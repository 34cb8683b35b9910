import { MESSAGE_MESSAGES, MESSAGE_TIMINGS } from '@reagentswap/contracts';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { realtime } from '../../../shared/api/socket';
import { handleAccountStatus, refreshSession } from '../../../shared/session/sessionManager';
import { selectSession } from '../../../shared/session/sessionSlice';
import { isAccountStatusCode } from '../../../shared/session/types';
import { toast } from '../../../shared/ui/toast';
import { isOnScreen } from '../lib/activeConversation';
import { refetchAfterReconnect, refetchSwap } from '../messagingApi';

/** After a refused token, at most one session refresh per this long (a server that keeps refusing must not be hammered). */
const AUTH_RETRY_MS = 30_000;

/** As much of a message as its push notification shows (spec §9). */
const preview = (content: string) =>
  content.length > MESSAGE_TIMINGS.pushPreviewLength ? `${content.slice(0, MESSAGE_TIMINGS.pushPreviewLength)}…` : content;

/**
 * Keeps the one socket open while an approved member is signed in (fresh tokens handed over as
 * the session is refreshed), and reacts to what is not tied to one screen's cache: a swap's change
 * refetches its data, a reconnect refetches everything pushes feed, a message from someone whose
 * conversation is not on screen raises 'New message received'. Renders nothing.
 */
export function RealtimeConnection() {
  const dispatch = useAppDispatch();
  const { status, accessToken, user } = useAppSelector(selectSession);
  const me = status === 'authenticated' && user?.approvalStatus === 'approved' && !user.isDeleted ? user.id : null;
  const lastAuthRetry = useRef(0);

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
      const now = Date.now();
      const wait = Math.max(0, lastAuthRetry.current + AUTH_RETRY_MS - now);
      lastAuthRetry.current = now + wait;
      window.setTimeout(() => void refreshSession(dispatch), wait);
    });
    const offs = [
      realtime.onReconnect(() => dispatch(refetchAfterReconnect())),
      realtime.on('swap:status', ({ swapId }) => dispatch(refetchSwap(swapId))),
      realtime.on('message:new', (message) => {
        if (message.senderId === me || isOnScreen(message)) return;
        toast.info(MESSAGE_MESSAGES.newMessage, { key: 'new-message', description: preview(message.content) });
      }),
    ];
    return () => {
      for (const off of offs) off();
      realtime.stop();
    };
  }, [dispatch, me]);

  return null;
}
