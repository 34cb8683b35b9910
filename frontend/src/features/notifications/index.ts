import { lazyNamed } from '../../shared/lib/lazyNamed';

// The notifications feature's public surface: web push in this browser (permission, subscription,
// the Enable flow) and the prompts and card other screens show.
export { EnablePushCard } from './components/EnablePushCard';
export { PushPrompts } from './components/PushPrompts';
export { detachPushSubscription, PUSH_MESSAGES, readPushPermission, subscribeThisBrowser } from './push';
export { useEnablePush, usePushPermission } from './usePush';
// The notification centre (issue 19 item 5): the header's bell and the /notifications page (a chunk of its own).
export { NotificationBell } from './in-app/NotificationBell';
export const NotificationsPage = lazyNamed(() => import('./in-app/NotificationsPage'), 'NotificationsPage');
