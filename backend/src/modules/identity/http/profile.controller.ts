import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { EmailChangeConfirmed, MessageResponse, Profile } from '@reagentswap/contracts';
import { CurrentSessionId, CurrentUser, Public, WhenSignedOut, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { RateLimited } from '../../../shared/http/rate-limit.js';
import { ChangePasswordCommand } from '../commands/change-password/change-password.command.js';
import { ConfirmEmailChangeCommand } from '../commands/confirm-email-change/confirm-email-change.command.js';
import { RequestEmailChangeCommand } from '../commands/request-email-change/request-email-change.command.js';
import { UpdateProfileCommand } from '../commands/update-profile/update-profile.command.js';
import { PROFILE_MESSAGES } from '../domain/profile-rules.js';
import { GetProfileQuery } from '../queries/get-profile/get-profile.query.js';
import { ChangeEmailDto, ChangePasswordDto, ConfirmEmailChangeDto, UpdateProfileDto } from './dtos/profile.dtos.js';

/** The signed-in member's own settings (/profile): Personal, Email, Push and Security tabs. */
@ApiTags('profile')
@ApiBearerAuth()
@Controller('profile')
export class ProfileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  get(@CurrentUser() user: AuthenticatedUser): Promise<Profile> {
    return this.queries.execute(new GetProfileQuery(user.id));
  }

  @WhenSignedOut(PROFILE_MESSAGES.mustBeLoggedIn)
  @Patch()
  update(@CurrentUser() user: AuthenticatedUser, @Body() dto: UpdateProfileDto): Promise<Profile> {
    return this.commands.execute(new UpdateProfileCommand(user.id, dto));
  }

  @WhenSignedOut(PROFILE_MESSAGES.mustBeLoggedIn)
  @RateLimited('form')
  @Post('email')
  @HttpCode(200)
  changeEmail(@CurrentUser() user: AuthenticatedUser, @Body() dto: ChangeEmailDto): Promise<MessageResponse> {
    return this.commands.execute(new RequestEmailChangeCommand(user.id, dto.email));
  }

  @Public()
  @RateLimited('auth')
  @Post('email/confirm')
  @HttpCode(200)
  confirmEmail(@Body() dto: ConfirmEmailChangeDto): Promise<EmailChangeConfirmed> {
    return this.commands.execute(new ConfirmEmailChangeCommand(dto.token));
  }

  @WhenSignedOut(PROFILE_MESSAGES.mustBeLoggedIn)
  @RateLimited('auth')
  @Post('password')
  @HttpCode(200)
  changePassword(
    @CurrentUser() user: AuthenticatedUser,
    @CurrentSessionId() sessionId: string | undefined,
    @Body() dto: ChangePasswordDto,
  ): Promise<MessageResponse> {
    return this.commands.execute(new ChangePasswordCommand(user.id, sessionId, dto));
  }
}
