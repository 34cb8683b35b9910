import { Query } from '@nestjs/cqrs';

export interface UnreadSender {
  id: string;
  username: string | null;
  displayName: string | null;
  count: number;
}

export interface UnreadMessagesSince {
  /** All unread messages to the member sent since the instant. */
  count: number;
  /** Who sent them, most messages first; at most `UNREAD_SENDERS_SHOWN`. */
  senders: UnreadSender[];
}

export const UNREAD_SENDERS_SHOWN = 10;

/** The digests' "unread messages" section: what arrived for the member since `since` and is still unread. */
export class UnreadMessagesSinceQuery extends Query<UnreadMessagesSince> {
  constructor(
    readonly memberId: string,
    readonly since: Date,
  ) {
    super();
  }
}
