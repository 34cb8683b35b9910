import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminAction, AdminUser, AdminUserActionResult, Page } from '@reagentswap/contracts';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { ManageUserCommand } from '../commands/manage-user/manage-user.command.js';
import type { AdminUserAction } from '../domain/admin-roster.js';
import { ListAdminActionsQuery } from '../queries/list-admin-actions/list-admin-actions.query.js';
import { ListUsersQuery } from '../queries/list-users/list-users.query.js';
import { AdminActionsQueryDto, AdminUsersQueryDto } from './dtos/admin-users.dtos.js';

/** Admin panel, User Management: list members, promote/demote, suspend/reactivate, and the audit trail. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class AdminUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('users')
  users(@Query() query: AdminUsersQueryDto): Promise<Page<AdminUser>> {
    return this.queries.execute(new ListUsersQuery(query.page, query.pageSize, query.search));
  }

  @Get('actions')
  actions(@Query() query: AdminActionsQueryDto): Promise<Page<AdminAction>> {
    return this.queries.execute(new ListAdminActionsQuery(query.page, query.pageSize));
  }

  @Post('users/:id/promote')
  @HttpCode(200)
  promote(@CurrentUser() admin: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.manage(admin, id, 'promote');
  }

  @Post('users/:id/demote')
  @HttpCode(200)
  demote(@CurrentUser() admin: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.manage(admin, id, 'demote');
  }

  @Post('users/:id/suspend')
  @HttpCode(200)
  suspend(@CurrentUser() admin: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.manage(admin, id, 'suspend');
  }

  @Post('users/:id/reactivate')
  @HttpCode(200)
  reactivate(@CurrentUser() admin: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string) {
    return this.manage(admin, id, 'reactivate');
  }

  private manage(admin: AuthenticatedUser, id: string, action: AdminUserAction): Promise<AdminUserActionResult> {
    return this.commands.execute(new ManageUserCommand(admin.id, id, action));
  }
}
