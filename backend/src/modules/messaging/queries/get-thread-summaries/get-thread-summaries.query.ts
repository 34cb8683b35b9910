import { Query } from '@nestjs/cqrs';
import type { ThreadListQuery, ThreadPage } from '@reagentswap/contracts';

/**
 * The member's thread list (spec §3 "Message thread summary"): one row per other member and
 * reagent (or no reagent), with the last message, its time and the unread count, most recent
 * first, in one SQL statement.
 */
export class GetThreadSummariesQuery extends Query<ThreadPage> {
  constructor(
    readonly memberId: string,
    readonly filter: ThreadListQuery = {},
  ) {
    super();
  }
}
