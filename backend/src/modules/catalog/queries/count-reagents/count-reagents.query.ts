import { Query } from '@nestjs/cqrs';

export interface ReagentTotals {
  /** Every reagent ever listed and not deleted, removed ones included: the admin statistics' total_reagents. */
  total: number;
  /** What Browse can show right now (available, owner approved and not suspended). */
  listed: number;
}

/** For the reporting module's admin statistics. */
export class CountReagentsQuery extends Query<ReagentTotals> {}
