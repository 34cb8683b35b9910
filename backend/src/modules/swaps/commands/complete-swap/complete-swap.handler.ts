import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { SwapWorkflow } from '../../infrastructure/swap-workflow.js';
import { GetSwapRequestQuery } from '../../queries/get-swap-request/get-swap-request.query.js';
import { CompleteSwapCommand } from './complete-swap.command.js';

@CommandHandler(CompleteSwapCommand)
export class CompleteSwapHandler implements ICommandHandler<CompleteSwapCommand> {
  constructor(
    private readonly workflow: SwapWorkflow,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actorId, swapId }: CompleteSwapCommand) {
    await this.workflow.run(swapId, { kind: 'complete', actorId }, { actorId });
    return this.queries.execute(new GetSwapRequestQuery(swapId, actorId));
  }
}
