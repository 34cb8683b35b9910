import { Query } from '@nestjs/cqrs';
import type { CursorPage, ReagentView } from '../reagent.view.js';

export type MyReagentsTab = 'available' | 'removed';

/** My Reagents' Available or Removed tab: the caller's own reagents, newest first, keyset paged. */
export class ListMyReagentsQuery extends Query<CursorPage<ReagentView>> {
  constructor(
    readonly ownerId: string,
    readonly tab: MyReagentsTab,
    readonly page: { cursor?: string; limit?: number } = {},
    /** Only those expiring within 30 days and not yet expired (the 'Expiring soon' filter). */
    readonly expiringSoon = false,
    /** "Today" for the expiry rule (yyyy-MM-dd, UTC); the current date when unset. */
    readonly today?: string,
  ) {
    super();
  }
}
