import { Command, Query } from '@nestjs/cqrs';
import type { InAppNotificationPage, UnreadNotificationCount } from '@reagentswap/contracts';

/** The member's notifications, newest first, older than `before` (a cursor from the previous page). */
export class ListInAppNotificationsQuery extends Query<InAppNotificationPage> {
  constructor(
    readonly memberId: string,
    readonly before: string | null,
  ) {
    super();
  }
}

/** The bell's badge: the member's unread notifications. */
export class CountUnreadNotificationsQuery extends Query<UnreadNotificationCount> {
  constructor(readonly memberId: string) {
    super();
  }
}

/**
 * Marks one of the member's notifications read (`notificationId`), or all of them (null).
 * Another member's notification is not found: nobody learns it exists.
 */
export class MarkNotificationsReadCommand extends Command<UnreadNotificationCount> {
  constructor(
    readonly memberId: string,
    readonly notificationId: string | null,
  ) {
    super();
  }
}
