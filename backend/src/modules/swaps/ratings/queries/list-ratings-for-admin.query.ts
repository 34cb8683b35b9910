import { Query } from '@nestjs/cqrs';
import type { AdminRatingView } from '@reagentswap/contracts';

/** The newest ratings with a comment, for an admin to hide an abusive one. */
export class ListRatingsForAdminQuery extends Query<AdminRatingView[]> {
  constructor(readonly limit = 50) {
    super();
  }
}
