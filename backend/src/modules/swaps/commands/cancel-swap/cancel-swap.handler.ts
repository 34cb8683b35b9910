import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { SwapWorkflow } from '../../infrastructure/swap-workflow.js';
import { GetSwapRequestQuery } from '../../queries/get-swap-request/get-swap-request.query.js';
import { CancelSwapCommand } from './cancel-swap.command.js';

@CommandHandler(CancelSwapCommand)
export class CancelSwapHandler implements ICommandHandler<CancelSwapCommand> {
  constructor(
    private readonly workflow: SwapWorkflow,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actorId, swapId }: CancelSwapCommand) {
    await this.workflow.run(swapId, { kind: 'cancel', actorId }, { actorId });
    return this.queries.execute(new GetSwapRequestQuery(swapId, actorId));
  }
}
