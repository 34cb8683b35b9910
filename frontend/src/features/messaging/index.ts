// The messaging feature's public surface: its pages (router), the realtime connection the layout
// keeps open, and the unread count the header and dashboard badges show.
import { lazyNamed } from '../../shared/lib/lazyNamed';

// Pages are chunks of their own, fetched when first shown (shared/lib/lazyNamed).
export const ConversationPage = lazyNamed(() => import('./ConversationPage'), 'ConversationPage');
export const MessagesPage = lazyNamed(() => import('./MessagesPage'), 'MessagesPage');
export const SendMessagePage = lazyNamed(() => import('./SendMessagePage'), 'SendMessagePage');

export { RealtimeConnection } from './components/RealtimeConnection';
export { LiveIndicator } from './components/LiveIndicator';
export { useUnreadMessageCount } from './lib/useUnreadMessageCount';
