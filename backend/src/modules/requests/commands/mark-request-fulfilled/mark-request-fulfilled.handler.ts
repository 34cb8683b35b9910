import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { lockOwnRequest } from '../../infrastructure/owned-request.js';
import { GetReagentRequestQuery } from '../../queries/get-reagent-request/get-reagent-request.query.js';
import { MarkRequestFulfilledCommand } from './mark-request-fulfilled.command.js';

@CommandHandler(MarkRequestFulfilledCommand)
export class MarkRequestFulfilledHandler implements ICommandHandler<MarkRequestFulfilledCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actorId, requestId }: MarkRequestFulfilledCommand) {
    await this.em.transactional(async (tx) => {
      const request = await lockOwnRequest(tx, requestId, actorId);
      request.isFulfilled = true;
    });
    return this.queries.execute(new GetReagentRequestQuery(requestId, actorId));
  }
}
