import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { PendingRegistration, RegistrationDecided } from '@reagentswap/contracts';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { DecideRegistrationCommand } from '../commands/decide-registration/decide-registration.command.js';
import { ListPendingRegistrationsQuery } from '../queries/list-pending-registrations/list-pending-registrations.query.js';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class AdminRegistrationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('registrations')
  pending(): Promise<PendingRegistration[]> {
    return this.queries.execute(new ListPendingRegistrationsQuery());
  }

  @Post('users/:id/approve')
  @HttpCode(200)
  approve(@CurrentUser() admin: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<RegistrationDecided> {
    return this.commands.execute(new DecideRegistrationCommand(admin.id, id, 'approve'));
  }

  @Post('users/:id/reject')
  @HttpCode(200)
  reject(@CurrentUser() admin: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<RegistrationDecided> {
    return this.commands.execute(new DecideRegistrationCommand(admin.id, id, 'reject'));
  }
}
