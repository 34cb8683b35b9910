import { Query } from '@nestjs/cqrs';
import type { ReagentRequestPage } from '@reagentswap/contracts';
import type { RequestFilter } from './request-filter.js';

/** Requested Reagents: active requests of listed members, newest first, one keyset page (one SQL statement). */
export class BrowseReagentRequestsQuery extends Query<ReagentRequestPage> {
  constructor(
    readonly filter: RequestFilter,
    readonly page: { cursor?: string; limit?: number } = {},
  ) {
    super();
  }
}
