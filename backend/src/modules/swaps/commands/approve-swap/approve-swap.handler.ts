import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { SwapWorkflow } from '../../infrastructure/swap-workflow.js';
import { requiredMessage } from '../required-message.js';
import { ApproveSwapCommand } from './approve-swap.command.js';

@CommandHandler(ApproveSwapCommand)
export class ApproveSwapHandler implements ICommandHandler<ApproveSwapCommand> {
  constructor(private readonly workflow: SwapWorkflow) {}

  async execute({ actorId, swapId, message }: ApproveSwapCommand) {
    const note = requiredMessage(message, SWAP_MESSAGES.approvalMessageRequired);
    const swap = await this.workflow.runAndView(swapId, { kind: 'approve', actorId }, { actorId, note });
    return { swap, redirectToMessages: { userId: swap.requester.id, reagentId: swap.reagent.id } };
  }
}
