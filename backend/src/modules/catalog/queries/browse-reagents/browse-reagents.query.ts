import { Query } from '@nestjs/cqrs';
import type { CursorPage, ReagentView } from '../reagent.view.js';
import type { ListingFilter } from './listing-filter.js';

/** Browse Reagents: listed reagents newest first, one keyset page (one SQL statement per page). */
export class BrowseReagentsQuery extends Query<CursorPage<ReagentView>> {
  constructor(
    readonly filter: ListingFilter,
    readonly page: { cursor?: string; limit?: number } = {},
  ) {
    super();
  }
}
