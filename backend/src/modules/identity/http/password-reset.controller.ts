import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { MessageResponse } from '@reagentswap/contracts';
import { Public } from '../../../shared/auth/auth.decorators.js';
import { RateLimited } from '../../../shared/http/rate-limit.js';
import { RequestPasswordResetCommand } from '../commands/request-password-reset/request-password-reset.command.js';
import { ResetPasswordCommand } from '../commands/reset-password/reset-password.command.js';
import { PasswordResetConfirmDto, PasswordResetRequestDto } from './dtos/profile.dtos.js';

/** Forgot password: request a link by e-mail, then set a new password with it. */
@ApiTags('auth')
@Controller('auth/password-reset')
export class PasswordResetController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @RateLimited('auth')
  @Post()
  @HttpCode(200)
  request(@Body() dto: PasswordResetRequestDto): Promise<MessageResponse> {
    return this.commands.execute(new RequestPasswordResetCommand(dto.email));
  }

  @Public()
  @RateLimited('auth')
  @Post('confirm')
  @HttpCode(200)
  confirm(@Body() dto: PasswordResetConfirmDto): Promise<MessageResponse> {
    return this.commands.execute(new ResetPasswordCommand(dto));
  }
}
