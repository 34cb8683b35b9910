import { Query } from '@nestjs/cqrs';
import type { UnreadCountView } from '@reagentswap/contracts';

/** Messages to the member still unread (the header and dashboard badges, spec §7 polled every 60 s). */
export class CountUnreadMessagesQuery extends Query<UnreadCountView> {
  constructor(readonly memberId: string) {
    super();
  }
}
