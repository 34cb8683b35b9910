import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MarkConversationReadHandler } from './commands/mark-conversation-read/mark-conversation-read.handler.js';
import { PostMessageHandler } from './commands/post-message/post-message.handler.js';
import { ReadConversationHandler } from './commands/read-conversation/read-conversation.handler.js';
import { SendMessageHandler } from './commands/send-message/send-message.handler.js';
import { MessagesController } from './http/messages.controller.js';
import { CanMessageHandler } from './queries/can-message/can-message.query-handler.js';
import { CountAllMessagesHandler } from './queries/count-all-messages/count-all-messages.query-handler.js';
import {
  CountUnreadMessagesHandler,
  CountUnreadMessagesOfHandler,
} from './queries/count-unread-messages/count-unread-messages.query-handler.js';
import { GetThreadSummariesHandler } from './queries/get-thread-summaries/get-thread-summaries.query-handler.js';
import { UnreadMessagesSinceHandler } from './queries/unread-messages-since/unread-messages-since.query-handler.js';
import { TransactionScope } from '../../shared/database/transaction-scope.js';

const httpControllers = [MessagesController];
const commandHandlers = [SendMessageHandler, PostMessageHandler, ReadConversationHandler, MarkConversationReadHandler];
const queryHandlers = [
  GetThreadSummariesHandler,
  CountUnreadMessagesHandler,
  CountUnreadMessagesOfHandler,
  CountAllMessagesHandler,
  UnreadMessagesSinceHandler,
  CanMessageHandler,
];

/**
 * Messaging (spec §2 Messages and Conversation, ADR 0011): members' messages, conversations paged
 * by a stable cursor, the thread list, unread counts and read receipts. MessageSent and
 * MessagesRead go through the outbox; the realtime gateway and notifications subscribe to them.
 */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: [...commandHandlers, ...queryHandlers, TransactionScope],
})
export class MessagingModule {}
