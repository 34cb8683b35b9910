import { Query } from '@nestjs/cqrs';

/** At most this many members per query: the digests ask page by page. */
export const MAX_SWAP_ACTIVITY_MEMBERS = 1000;

/**
 * What happened in a member's swaps in a period, done by someone else (the other party or the
 * system): new requests for their reagents, responses to their requests, cancellations, shipping
 * and completions. Swaps the member only touched themselves are not news to them.
 */
export interface SwapActivity {
  memberId: string;
  /** New swap requests for the member's reagents. */
  received: number;
  /** The member's requests the owner approved / rejected. */
  approved: number;
  rejected: number;
  /** Swaps of the member's the other party (or the system) cancelled. */
  cancelled: number;
  /** The member's approved requests the owner marked shipped. */
  shipped: number;
  /** Swaps for the member's reagents the requester completed (the credits arrived). */
  completed: number;
}

/** For each of `memberIds` with any activity in [since, until) (the others are left out): the digests' "swap activity". */
export class ListSwapActivityQuery extends Query<SwapActivity[]> {
  constructor(
    readonly memberIds: readonly string[],
    readonly since: Date,
    readonly until: Date,
  ) {
    super();
  }
}
