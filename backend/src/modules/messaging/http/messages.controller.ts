import { Body, Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  MESSAGE_MESSAGES,
  type CanMessageView,
  type ConversationPage,
  type MessageView,
  type ThreadPage,
  type UnreadCountView,
} from '@reagentswap/contracts';
import type { Response } from 'express';
import { CurrentUser, WhenSignedOut, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { RateLimited } from '../../../shared/http/rate-limit.js';
import { MarkConversationReadCommand } from '../commands/mark-conversation-read/mark-conversation-read.command.js';
import { ReadConversationCommand } from '../commands/read-conversation/read-conversation.command.js';
import { SendMessageCommand } from '../commands/send-message/send-message.command.js';
import { CanMessageQuery } from '../queries/can-message/can-message.query.js';
import { CountUnreadMessagesQuery } from '../queries/count-unread-messages/count-unread-messages.query.js';
import { GetThreadSummariesQuery } from '../queries/get-thread-summaries/get-thread-summaries.query.js';
import { ConversationQueryDto, MarkReadDto, SendMessageDto, ThreadListQueryDto } from './dtos/message.dtos.js';

/**
 * Messages (spec §2 Messages, Conversation, Send message about a reagent; §7 Messages). Every
 * route is scoped to the signed-in member: they send as themselves and read only conversations
 * they are part of, so no id in a request can reach a third member's messages.
 */
@ApiTags('messages')
@ApiBearerAuth()
@WhenSignedOut(MESSAGE_MESSAGES.signInToView)
@Controller('messages')
export class MessagesController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @WhenSignedOut(MESSAGE_MESSAGES.signInToSend)
  @RateLimited('write')
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: SendMessageDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<MessageView> {
    const { message, created } = await this.commands.execute(new SendMessageCommand(user.id, body));
    // 201 for a new message; 200 with the first one for a resend with the same clientId.
    res.status(created ? 201 : 200);
    return message;
  }

  @Get('threads')
  threads(@CurrentUser() user: AuthenticatedUser, @Query() query: ThreadListQueryDto): Promise<ThreadPage> {
    return this.queries.execute(new GetThreadSummariesQuery(user.id, query));
  }

  @Get('unread-count')
  unreadCount(@CurrentUser() user: AuthenticatedUser): Promise<UnreadCountView> {
    return this.queries.execute(new CountUnreadMessagesQuery(user.id));
  }

  @Get('can-message/:userId')
  canMessage(@CurrentUser() user: AuthenticatedUser, @Param('userId') userId: string): Promise<CanMessageView> {
    return this.queries.execute(new CanMessageQuery(user.id, userId));
  }

  @Get('conversations/:userId')
  conversation(
    @CurrentUser() user: AuthenticatedUser,
    @Param('userId') userId: string,
    @Query() query: ConversationQueryDto,
  ): Promise<ConversationPage> {
    return this.commands.execute(new ReadConversationCommand(user.id, userId, query));
  }

  @Post('conversations/:userId/read')
  @HttpCode(200)
  markRead(@CurrentUser() user: AuthenticatedUser, @Param('userId') userId: string, @Body() body: MarkReadDto): Promise<{ count: number }> {
    return this.commands.execute(new MarkConversationReadCommand(user.id, userId, body));
  }
}
