import { Query } from '@nestjs/cqrs';
import type { RestrictedListView } from '@reagentswap/contracts';

/** The list in force: edition, sources and entries (the admin screen). */
export class GetRestrictedListQuery extends Query<RestrictedListView> {}
