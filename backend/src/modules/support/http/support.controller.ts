import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { MessageResponse } from '@reagentswap/contracts';
import { Public } from '../../../shared/auth/auth.decorators.js';
import { RateLimited } from '../../../shared/http/rate-limit.js';
import { SubmitContactMessageCommand } from '../commands/submit-contact-message/submit-contact-message.command.js';
import { SubmitSupportRequestCommand } from '../commands/submit-support-request/submit-support-request.command.js';
import { ContactMessageDto, SupportRequestDto } from './dtos/support.dtos.js';

/** The Help Center support form and the Contact Us form; open to visitors, rate-limited per address. */
@ApiTags('support')
@Controller()
export class SupportController {
  constructor(private readonly commands: CommandBus) {}

  @Public()
  @RateLimited('form')
  @Post('support')
  support(@Body() dto: SupportRequestDto): Promise<MessageResponse> {
    return this.commands.execute(new SubmitSupportRequestCommand(dto));
  }

  @Public()
  @RateLimited('form')
  @Post('contact')
  contact(@Body() dto: ContactMessageDto): Promise<MessageResponse> {
    return this.commands.execute(new SubmitContactMessageCommand(dto));
  }
}
