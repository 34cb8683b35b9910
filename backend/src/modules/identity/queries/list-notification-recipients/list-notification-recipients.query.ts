import { Query } from '@nestjs/cqrs';
import type { NotificationRecipient } from '../get-notification-recipient/get-notification-recipient.query.js';

/** At most this many ids per query: a broadcast reads its audience batch by batch. */
export const MAX_RECIPIENTS_PER_QUERY = 1000;

/**
 * GetNotificationRecipientQuery for a batch of members, in two statements whatever its size: what a broadcast (new
 * reagents, new requests) needs for each page of its audience. Unknown ids are left out.
 */
export class ListNotificationRecipientsQuery extends Query<NotificationRecipient[]> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}
