import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { KEYSET_CURSOR, keysetPageSize } from '../../../../shared/listing/keyset-listing.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { preparedQuery } from '../../../../shared/database/prepared-query.js';
import { reagentViewsOf, toReagentView, type ReagentRow } from '../reagent.view.js';
import { BrowseReagentsQuery } from './browse-reagents.query.js';
import { LISTING_LIMITS, listingConditions } from './listing-filter.js';

@QueryHandler(BrowseReagentsQuery)
export class BrowseReagentsHandler implements IQueryHandler<BrowseReagentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter, page }: BrowseReagentsQuery) {
    const limit = keysetPageSize(page.limit, LISTING_LIMITS);
    const { where, params } = listingConditions(filter);
    const after = page.cursor && KEYSET_CURSOR.test(page.cursor) ? ' and r.listing_seq < ?' : '';
    // One row more than the page tells whether another page follows, without a count. Prepared: the
    // hottest read of the app (first page, page N, search) is parsed once per connection, not per request.
    const rows = await preparedQuery<ReagentRow>(
      this.em,
      reagentViewsOf(`select r.* from reagents r where ${where}${after} order by r.listing_seq desc limit ?`),
      [...params, ...(after ? [page.cursor] : []), limit + 1],
    );
    const items = rows.slice(0, limit);
    return { items: items.map(toReagentView), nextCursor: rows.length > limit ? items[items.length - 1]!.seq : null };
  }
}
