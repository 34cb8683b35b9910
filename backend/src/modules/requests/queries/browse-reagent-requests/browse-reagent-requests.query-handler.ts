import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { RequestCategories } from '../../infrastructure/request-categories.js';
import { requestViewsOf, toRequestView, type RequestRow } from '../reagent-request.view.js';
import { BrowseReagentRequestsQuery } from './browse-reagent-requests.query.js';
import { REQUEST_CURSOR, REQUEST_LIST_LIMITS, requestConditions } from './request-filter.js';

@QueryHandler(BrowseReagentRequestsQuery)
export class BrowseReagentRequestsHandler implements IQueryHandler<BrowseReagentRequestsQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly categories: RequestCategories,
  ) {}

  async execute({ filter, page }: BrowseReagentRequestsQuery) {
    const limit = Math.min(Math.max(Math.trunc(page.limit ?? REQUEST_LIST_LIMITS.defaultPageSize), 1), REQUEST_LIST_LIMITS.maxPageSize);
    const { where, params } = requestConditions(filter);
    const after = page.cursor && REQUEST_CURSOR.test(page.cursor) ? ' and r.listing_seq < ?' : '';
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
