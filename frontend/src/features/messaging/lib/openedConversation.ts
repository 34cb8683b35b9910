import { store } from '../../../shared/store/store';
import { messagingApi } from '../messagingApi';
import { createConversationPrefetch } from './conversationPrefetch';

/**
 * The app's one conversation prefetch (lib/conversationPrefetch.ts), on the store: the session's
 * restore settles it, and the request goes into the cache entry ConversationView subscribes to.
 */
export const openedConversation = createConversationPrefetch({
  session: () => {
    const { status, user } = store.getState().session;
    return { settled: status !== 'restoring', meId: status === 'authenticated' ? (user?.id ?? null) : null };
  },
  subscribe: (listener) => store.subscribe(listener),
  start: (args) => {
    const request = store.dispatch(messagingApi.endpoints.getConversation.initiate(args));
    return () => request.unsubscribe();
  },
  // Far longer than the restore's wait for the first render (app/startApp.tsx): unclaimed by then, the page is elsewhere.
  unclaimedAfterMs: 10_000,
});
