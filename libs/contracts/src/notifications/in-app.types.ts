/** The in-app notification centre (issue 19 item 5): the bell in the header and /notifications. */

/** One notification as the member's list shows it, newest first. */
export interface InAppNotification {
  id: string;
  /** The kind it was sent as ('message', 'swap-offer', 'request-match', …). */
  kind: string;
  title: string;
  body: string;
  /** A path in the web app (or an absolute URL) to the thing it is about. */
  url: string;
  createdAt: string;
  /** null while unread. */
  readAt: string | null;
}

/** GET /api/notifications?cursor=<nextCursor>: a page, newest first; `nextCursor` fetches the older ones. */
export interface InAppNotificationPage {
  items: InAppNotification[];
  nextCursor: string | null;
  unread: number;
}

/** GET /api/notifications/unread-count: the bell's badge. */
export interface UnreadNotificationCount {
  unread: number;
}

export const IN_APP_PAGE_SIZE = 20;

export const IN_APP_MESSAGES = {
  title: 'Notifications',
  empty: 'No notifications yet',
  emptyHint: 'Messages, swap updates, matches and expiry reminders show up here.',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  loadFailed: 'Failed to load notifications',
  markFailed: 'Could not mark the notification as read',
  notFound: 'Notification not found',
} as const;
