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
    const { row } = await this.em.transactional((tx) =>
      storeMessage(tx, {
        senderId: input.senderId,
        recipientId: input.recipientId,
        reagentId: input.reagentId,
        content: normalizeMessageContent(input.content),
        payload: input.payload ?? null,
        clientId: input.clientId ?? null,
      }),
    );
    return { id: row.id, createdAt: new Date(row.created_at).toISOString() };
  }
}
