import { Query } from '@nestjs/cqrs';

/** Every swap request ever made, whatever became of it (the admin statistics cards). */
export interface SwapTotals {
  /** total_swap_requests: every request, whatever its status. */
  requests: number;
  /** total_swaps_completed: requests the requester confirmed as received. */
  completed: number;
  /** total_reagent_swaps: completed swaps paid with a reagent rather than credits. */
  completedReagentSwaps: number;
}

export class CountAllSwapsQuery extends Query<SwapTotals> {}
