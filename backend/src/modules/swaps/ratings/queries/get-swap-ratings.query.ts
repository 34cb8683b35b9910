import { Query } from '@nestjs/cqrs';
import type { SwapRatingsView } from '@reagentswap/contracts';

/** A swap's ratings as one of its parties sees them (the swap page). */
export class GetSwapRatingsQuery extends Query<SwapRatingsView> {
  constructor(
    readonly swapId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}
