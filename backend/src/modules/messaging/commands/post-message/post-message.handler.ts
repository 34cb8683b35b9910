import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { normalizeMessageContent } from '@reagentswap/contracts';
import { TransactionScope } from '../../../../shared/database/transaction-scope.js';
import { storeMessage } from '../../infrastructure/message-store.js';
import { checkedMessageInput } from '../message-input.js';
import { PostMessageCommand } from './post-message.command.js';

@CommandHandler(PostMessageCommand)
export class PostMessageHandler implements ICommandHandler<PostMessageCommand> {
  constructor(private readonly transactions: TransactionScope) {}

  async execute(command: PostMessageCommand) {
    const { input } = command;
    checkedMessageInput(input);
    // In the caller's transaction when there is one (a swap approval's), else its one statement alone.
    const { row } = await this.transactions.joinOrAutocommit(command, (em) =>
      storeMessage(em, {
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
