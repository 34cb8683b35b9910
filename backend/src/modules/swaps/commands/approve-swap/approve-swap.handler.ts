import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { SwapWorkflow } from '../../infrastructure/swap-workflow.js';
import { GetSwapRequestQuery } from '../../queries/get-swap-request/get-swap-request.query.js';
import { requiredMessage } from '../required-message.js';
import { ApproveSwapCommand } from './approve-swap.command.js';

@CommandHandler(ApproveSwapCommand)
export class ApproveSwapHandler implements ICommandHandler<ApproveSwapCommand> {
  constructor(
    private readonly workflow: SwapWorkflow,
    private readonly queries: QueryBus,
  ) {}

  async execute({ actorId, swapId, message }: ApproveSwapCommand) {
    const note = requiredMessage(message, SWAP_MESSAGES.approvalMessageRequired);
    await this.workflow.run(swapId, { kind: 'approve', actorId }, { actorId, note });
    const swap = await this.queries.execute(new GetSwapRequestQuery(swapId, actorId));
    return { swap, redirectToMessages: { userId: swap.requester.id, reagentId: swap.reagent.id } };
  }
}
