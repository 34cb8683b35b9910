import { Query } from '@nestjs/cqrs';
import { PAGE_SIZES, type AdminAction } from '@reagentswap/contracts';
import type { Page } from '../paging.js';

/** A line of the audit trail, as GET /api/admin/actions returns it (the shared contract). */
export type AdminActionView = AdminAction;

export const ADMIN_ACTIONS_PAGE = PAGE_SIZES.adminActions;

export class ListAdminActionsQuery extends Query<Page<AdminActionView>> {
  constructor(
    readonly page?: number,
    readonly pageSize?: number,
  ) {
    super();
  }
}
