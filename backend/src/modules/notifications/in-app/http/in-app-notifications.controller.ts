import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { InAppNotificationPage, UnreadNotificationCount } from '@reagentswap/contracts';
import { CurrentUser, type AuthenticatedUser } from '../../../../shared/auth/auth.decorators.js';
import {
  CountUnreadNotificationsQuery,
  ListInAppNotificationsQuery,
  MarkNotificationsReadCommand,
} from '../in-app-notifications.queries.js';

/** The signed-in member's notification centre (issue 19 item 5): only ever their own notifications. */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class InAppNotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiQuery({ name: 'cursor', required: false, description: 'nextCursor of the previous page' })
  list(@CurrentUser() user: AuthenticatedUser, @Query('cursor') cursor?: string): Promise<InAppNotificationPage> {
    return this.queries.execute(new ListInAppNotificationsQuery(user.id, typeof cursor === 'string' ? cursor : null));
  }

  @Get('unread-count')
  unreadCount(@CurrentUser() user: AuthenticatedUser): Promise<UnreadNotificationCount> {
    return this.queries.execute(new CountUnreadNotificationsQuery(user.id));
  }

  @Post('read-all')
  @HttpCode(200)
  markAllRead(@CurrentUser() user: AuthenticatedUser): Promise<UnreadNotificationCount> {
    return this.commands.execute(new MarkNotificationsReadCommand(user.id, null));
  }

  @Post(':id/read')
  @HttpCode(200)
  markRead(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<UnreadNotificationCount> {
    return this.commands.execute(new MarkNotificationsReadCommand(user.id, id));
  }
}
