import { Command } from '@nestjs/cqrs';
import type { AdminUserAction } from '../../domain/admin-roster.js';
import type { AdminUserView } from '../../queries/list-users/admin-user.view.js';

/** Promote, demote, suspend or reactivate a member (admin panel, User Management). */
export class ManageUserCommand extends Command<{ message: string; user: AdminUserView }> {
  constructor(
    readonly actorId: string,
    readonly userId: string,
    readonly action: AdminUserAction,
  ) {
    super();
  }
}
