import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { SwapWorkflow } from '../../infrastructure/swap-workflow.js';
import { GetSwapRequestQuery } from '../../queries/get-swap-request/get-swap-request.query.js';
import { requiredMessage } from '../required-message.js';
import { RejectSwapCommand } from './reject-swap.command.js';

@CommandHandler(RejectSwapCommand)
export class RejectSwapHandler implements ICommandHandler<RejectSwapCommand> {
  constructor(
    private readonly workflow: SwapWorkflow,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actorId, swapId, message }: RejectSwapCommand) {
    const note = requiredMessage(message, SWAP_MESSAGES.rejectReason);
    await this.workflow.run(swapId, { kind: 'reject', actorId }, { actorId, note });
    return this.queries.execute(new GetSwapRequestQuery(swapId, actorId));
  }
}
