import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { normalizeMessageContent } from '@reagentswap/contracts';
import { storeMessage } from '../../infrastructure/message-store.js';
import { checkedMessageInput } from '../message-input.js';
import { PostMessageCommand } from './post-message.command.js';

@CommandHandler(PostMessageCommand)
export class PostMessageHandler implements ICommandHandler<PostMessageCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ input }: PostMessageCommand) {
    checkedMessageInput(input);
    // In the caller's transaction when there is one (a swap approval's), else one of its own.
    const { row } = await storeMessage(this.em, {
      senderId: input.senderId,
      recipientId: input.recipientId,
      reagentId: input.reagentId,
      content: normalizeMessageContent(input.content),
      payload: input.payload ?? null,
      clientId: input.clientId ?? null,
    });
    return { id: row.id, createdAt: new Date(row.created_at).toISOString() };
  }
}
