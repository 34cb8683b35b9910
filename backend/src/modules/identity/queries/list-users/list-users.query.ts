import { Query } from '@nestjs/cqrs';
import type { Page } from '../paging.js';
import type { AdminUserView } from './admin-user.view.js';

export const ADMIN_USERS_PAGE = { pageSize: 50, maxPageSize: 200 } as const;

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
