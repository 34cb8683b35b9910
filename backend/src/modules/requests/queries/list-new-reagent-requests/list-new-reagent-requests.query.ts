import { Query } from '@nestjs/cqrs';
import type { NewListings } from '../../../../shared/listing/new-listings.js';

/**
 * Reagent requests posted in [since, until) that the list still shows (not fulfilled, not deleted,
 * requester approved and not suspended), counted per requester, with the newest `sample` by name:
 * the digests' "new requests".
 */
export class ListNewReagentRequestsQuery extends Query<NewListings> {
  constructor(
    readonly since: Date,
    readonly until: Date,
    readonly sample: number,
  ) {
    super();
  }
}
