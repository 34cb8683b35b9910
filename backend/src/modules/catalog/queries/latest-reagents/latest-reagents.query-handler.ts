import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { BrowseReagentsQuery } from '../browse-reagents/browse-reagents.query.js';
import { LISTING_LIMITS } from '../browse-reagents/listing-filter.js';
import { LatestReagentsQuery } from './latest-reagents.query.js';

@QueryHandler(LatestReagentsQuery)
export class LatestReagentsHandler implements IQueryHandler<LatestReagentsQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute() {
    const page = await this.queries.execute(new BrowseReagentsQuery({}, { limit: LISTING_LIMITS.latest }));
    return page.items;
  }
}
