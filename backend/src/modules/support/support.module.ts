import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SubmitContactMessageHandler } from './commands/submit-contact-message/submit-contact-message.handler.js';
import { SubmitSupportRequestHandler } from './commands/submit-support-request/submit-support-request.handler.js';
import { SupportController } from './http/support.controller.js';

const httpControllers = [SupportController];
const commandHandlers = [SubmitSupportRequestHandler, SubmitContactMessageHandler];

/** Help Center support requests and Contact Us messages. Depends on shared code only. */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: [...commandHandlers],
})
export class SupportModule {}
