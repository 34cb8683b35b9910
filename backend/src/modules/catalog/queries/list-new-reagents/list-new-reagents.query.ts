import { Query } from '@nestjs/cqrs';
import type { NewListings } from '../../../../shared/listing/new-listings.js';

/**
 * Reagents listed in [since, until) that Browse still shows (available, not deleted, owner approved
 * and not suspended), counted per owner, with the newest `sample` by name: the digests' "new reagents".
 */
export class ListNewReagentsQuery extends Query<NewListings> {
  constructor(
    readonly since: Date,
    readonly until: Date,
    readonly sample: number,
  ) {
    super();
  }
}
