import { Query } from '@nestjs/cqrs';
import { PAGE_SIZES } from '@reagentswap/contracts';
import type { Page } from '../paging.js';
import type { AdminUserView } from './admin-user.view.js';

export const ADMIN_USERS_PAGE = PAGE_SIZES.adminUsers;

/**
 * Members for the admin panel: every approved account, suspended ones included (they are shown
 * shaded and can be reactivated), newest first. Pending ones are in the registrations list;
 * rejected ones are in neither.
 */
export class ListUsersQuery extends Query<Page<AdminUserView>> {
  constructor(
    readonly page?: number,
    readonly pageSize?: number,
    /** Optional: matches e-mail, display name or username, case-insensitive. */
    readonly search?: string,
  ) {
    super();
  }
}
