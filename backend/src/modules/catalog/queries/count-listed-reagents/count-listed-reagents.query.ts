import { Query } from '@nestjs/cqrs';
import type { ListingFilter } from '../browse-reagents/listing-filter.js';

/** 'Showing N reagents': how many listed reagents match the filters (asked once per filter change). */
export class CountListedReagentsQuery extends Query<{ total: number }> {
  constructor(readonly filter: ListingFilter) {
    super();
  }
}
