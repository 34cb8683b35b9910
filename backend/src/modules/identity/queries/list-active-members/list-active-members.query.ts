import { Query } from '@nestjs/cqrs';
import type { NotificationRecipient } from '../get-notification-recipient/get-notification-recipient.query.js';

/** At most this many members per page. */
export const MAX_ACTIVE_MEMBERS_PAGE = 1000;

/**
 * Every approved, not suspended member, as notifications see them (preferences included), one
 * keyset page at a time in user-id order: `after` is the last id of the previous page (null for
 * the first). What the digests walk; a page costs two statements whatever the number of members.
 */
export class ListActiveMembersQuery extends Query<NotificationRecipient[]> {
  constructor(
    readonly after: string | null,
    readonly limit: number,
  ) {
    super();
  }
}
