// The messaging feature's public surface: its pages (router), its reactions to pushes (the app shell
// mounts them), the Live indicator, and the unread count the header and dashboard badges show.
import { lazyNamed } from '../../shared/lib/lazyNamed';
import { openedConversation } from './lib/openedConversation';

// Pages are chunks of their own, fetched when first shown (shared/lib/lazyNamed).
// The conversation a first load opens is asked for with the page's chunk, not after its render (lib/conversationPrefetch.ts).
export const ConversationPage = lazyNamed(() => {
  openedConversation.prefetch(window.location);
  return import('./ConversationPage');
}, 'ConversationPage');
export const MessagesPage = lazyNamed(() => import('./MessagesPage'), 'MessagesPage');
export const SendMessagePage = lazyNamed(() => import('./SendMessagePage'), 'SendMessagePage');

export { useMessagingPushes } from './lib/useMessagingPushes';
export { LiveIndicator } from './components/LiveIndicator';
export { useUnreadMessageCount } from './lib/useUnreadMessageCount';
