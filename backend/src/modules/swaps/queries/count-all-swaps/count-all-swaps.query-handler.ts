import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CountAllSwapsQuery, type SwapTotals } from './count-all-swaps.query.js';

@QueryHandler(CountAllSwapsQuery)
export class CountAllSwapsHandler implements IQueryHandler<CountAllSwapsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<SwapTotals> {
    const [row] = await this.em.execute<{ requests: number; completed: number; reagent_swaps: number }[]>(
      `select count(*)::int as requests,
              count(*) filter (where status = 'completed')::int as completed,
              count(*) filter (where status = 'completed' and offer_kind = 'reagent')::int as reagent_swaps
         from swap_requests`,
    );
    return { requests: row.requests, completed: row.completed, completedReagentSwaps: row.reagent_swaps };
  }
}
