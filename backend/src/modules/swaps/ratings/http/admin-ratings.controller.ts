import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminRatingView } from '@reagentswap/contracts';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../../../shared/auth/auth.decorators.js';
import { SetRatingHiddenCommand } from '../commands/set-rating-hidden.command.js';
import { ListRatingsForAdminQuery } from '../queries/list-ratings-for-admin.query.js';
import { SetRatingHiddenDto } from './rating.dtos.js';

/** Admins hide an abusive rating comment (or show it again); each change is in the admin actions. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/ratings')
export class AdminRatingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(): Promise<AdminRatingView[]> {
    return this.queries.execute(new ListRatingsForAdminQuery());
  }

  @Put(':id/hidden')
  setHidden(@CurrentUser() admin: AuthenticatedUser, @Param('id') id: string, @Body() body: SetRatingHiddenDto): Promise<AdminRatingView> {
    return this.commands.execute(new SetRatingHiddenCommand(admin.id, id, body.hidden));
  }
}
