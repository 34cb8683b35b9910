import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { SwapWorkflow } from '../../infrastructure/swap-workflow.js';
import { GetSwapRequestQuery } from '../../queries/get-swap-request/get-swap-request.query.js';
import { MarkSwapShippedCommand } from './mark-swap-shipped.command.js';

@CommandHandler(MarkSwapShippedCommand)
export class MarkSwapShippedHandler implements ICommandHandler<MarkSwapShippedCommand> {
  constructor(
    private readonly workflow: SwapWorkflow,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actorId, swapId }: MarkSwapShippedCommand) {
    await this.workflow.run(swapId, { kind: 'mark-shipped', actorId }, { actorId });
    return this.queries.execute(new GetSwapRequestQuery(swapId, actorId));
  }
}
