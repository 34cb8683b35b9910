import { Query } from '@nestjs/cqrs';
import type { Page } from '../paging.js';

export interface AdminActionView {
  id: string;
  /** e.g. registration.approved, registration.rejected, user.promoted, user.demoted, user.suspended, user.reactivated */
  action: string;
  actor: { id: string; displayName: string; email: string };
  target: { id: string; displayName: string; email: string } | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export const ADMIN_ACTIONS_PAGE = { pageSize: 50, maxPageSize: 200 } as const;

export class ListAdminActionsQuery extends Query<Page<AdminActionView>> {
  constructor(
    readonly page?: number,
    readonly pageSize?: number,
  ) {
    super();
  }
}
