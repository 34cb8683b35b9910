import { MESSAGE_MESSAGES } from '@reagentswap/contracts';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../shared/realtime';
import { selectCurrentUser } from '../../../shared/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { toast } from '../../../shared/ui/toast';
import { messagingApi } from '../messagingApi';
import { isOnScreen } from './activeConversation';
import { MESSAGING_TAGS_ON_RECONNECT } from './messagingTags';
import { announcesNewMessage, preview } from './newMessageToast';

/**
 * The messaging pushes that are not tied to one cached list, mounted once by the app shell: a
 * message from someone whose conversation is not on screen raises 'New message received', and a
 * reconnect refetches what messages feed. (The cached conversations, threads and unread count take
 * their pushes in messagingApi's onCacheEntryAdded.)
 */
export function useMessagingPushes(): void {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser)?.id ?? null;
  useRealtimeEvent('message:new', (message) => {
    if (!announcesNewMessage(message, me, isOnScreen(message))) return;
    toast.info(MESSAGE_MESSAGES.newMessage, { key: 'new-message', description: preview(message.content) });
  });
  useRealtimeReconnect(() => dispatch(messagingApi.util.invalidateTags([...MESSAGING_TAGS_ON_RECONNECT])));
}
