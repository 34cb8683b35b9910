import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PostMessageHandler } from './commands/post-message/post-message.handler.js';

const commandHandlers = [PostMessageHandler];

/**
 * Messaging, as much as swaps need today: a stored message (the owner's approval message). The
 * messaging issue adds conversations, threads, read receipts and realtime on top.
 */
@Module({
  imports: [CqrsModule],
  providers: [...commandHandlers],
})
export class MessagingModule {}
