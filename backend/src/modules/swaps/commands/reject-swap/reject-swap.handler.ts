import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { SwapWorkflow } from '../../infrastructure/swap-workflow.js';
import { requiredMessage } from '../required-message.js';
import { RejectSwapCommand } from './reject-swap.command.js';

@CommandHandler(RejectSwapCommand)
export class RejectSwapHandler implements ICommandHandler<RejectSwapCommand> {
  constructor(private readonly workflow: SwapWorkflow) {}

  async execute({ actorId, swapId, message }: RejectSwapCommand) {
    const note = requiredMessage(message, SWAP_MESSAGES.rejectReason);
    return this.workflow.runAndView(swapId, { kind: 'reject', actorId }, { actorId, note });
  }
}
