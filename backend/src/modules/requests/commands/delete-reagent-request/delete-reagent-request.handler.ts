import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { REQUEST_MESSAGES } from '@reagentswap/contracts';
import { lockOwnRequest } from '../../infrastructure/owned-request.js';
import { DeleteReagentRequestCommand } from './delete-reagent-request.command.js';

@CommandHandler(DeleteReagentRequestCommand)
export class DeleteReagentRequestHandler implements ICommandHandler<DeleteReagentRequestCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actorId, requestId }: DeleteReagentRequestCommand) {
    await this.em.transactional(async (tx) => {
      const request = await lockOwnRequest(tx, requestId, actorId);
      request.isDeleted = true;
    });
    return { message: REQUEST_MESSAGES.deleted, id: requestId };
  }
}
