import { Query } from '@nestjs/cqrs';
import type { MyReagentCounts } from '@reagentswap/contracts';

export type { MyReagentCounts } from '@reagentswap/contracts';

/** The My Reagents tab counts and the dashboard's own-reagent count. */
export class CountMyReagentsQuery extends Query<MyReagentCounts> {
  constructor(readonly ownerId: string) {
    super();
  }
}
