import { Query } from '@nestjs/cqrs';

/** One of a member's listings that expires soon, as a digest names it. */
export interface ExpiringListing {
  id: string;
  name: string;
  /** yyyy-MM-dd */
  expiryDate: string;
}

/**
 * The owners' available listings expiring from `today` to `today` + 14 days (the first reminder's
 * reach, contracts' EXPIRY_RULES), soonest first, per owner: the digests' "Your listings expiring soon".
 */
export class ListExpiringReagentsQuery extends Query<Map<string, ExpiringListing[]>> {
  constructor(
    readonly ownerIds: readonly string[],
    /** yyyy-MM-dd (UTC) */
    readonly today: string,
  ) {
    super();
  }
}
