// The messaging feature's public surface: its pages (router), the realtime connection the layout
// keeps open, and the unread count the header and dashboard badges show.
export { ConversationPage } from './ConversationPage';
export { MessagesPage } from './MessagesPage';
export { SendMessagePage } from './SendMessagePage';
export { RealtimeConnection } from './components/RealtimeConnection';
export { LiveIndicator } from './components/LiveIndicator';
export { useUnreadMessageCount } from './lib/useUnreadMessageCount';
