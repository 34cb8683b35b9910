import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { KEYSET_CURSOR, keysetPageSize } from '../../../../shared/listing/keyset-listing.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { RequestCategories } from '../../infrastructure/request-categories.js';
import { requestViewsOf, toRequestView, type RequestRow } from '../reagent-request.view.js';
import { BrowseReagentRequestsQuery } from './browse-reagent-requests.query.js';
import { REQUEST_LIST_LIMITS, requestConditions } from './request-filter.js';

@QueryHandler(BrowseReagentRequestsQuery)
export class BrowseReagentRequestsHandler implements IQueryHandler<BrowseReagentRequestsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly categories: RequestCategories,
  ) {}

  async execute({ filter, page }: BrowseReagentRequestsQuery) {
    const limit = keysetPageSize(page.limit, REQUEST_LIST_LIMITS);
    const { where, params } = requestConditions(filter);
    const after = page.cursor && KEYSET_CURSOR.test(page.cursor) ? ' and r.listing_seq < ?' : '';
    // One row more than the page tells whether another page follows, without a count.
    const [rows, categories] = await Promise.all([
      this.em.execute<RequestRow[]>(
        requestViewsOf(`select r.* from reagent_requests r where ${where}${after} order by r.listing_seq desc limit ?`),
        [...params, ...(after ? [page.cursor] : []), limit + 1],
      ),
      this.categories.all(),
    ]);
    const items = rows.slice(0, limit);
    return {
      items: items.map((row) => toRequestView(row, categories)),
      nextCursor: rows.length > limit ? items[items.length - 1]!.seq : null,
    };
  }
}
