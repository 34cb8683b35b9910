import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { listingConditions } from '../browse-reagents/listing-filter.js';
import { CountListedReagentsQuery } from './count-listed-reagents.query.js';

@QueryHandler(CountListedReagentsQuery)
export class CountListedReagentsHandler implements IQueryHandler<CountListedReagentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: CountListedReagentsQuery) {
    const { where, params } = listingConditions(filter);
    const [row] = await this.em.execute<{ total: number }[]>(`select count(*)::int as total from reagents r where ${where}`, params);
    return { total: row?.total ?? 0 };
  }
}
