import { Query } from '@nestjs/cqrs';
import type { SwapCountsView } from '@reagentswap/contracts';

/** The counts of the Swap Requests tab, its sub-tabs and sections (and the pending badge). */
export class CountSwapRequestsQuery extends Query<SwapCountsView> {
  constructor(readonly viewerId: string) {
    super();
  }
}
