import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SwapWorkflow } from '../../infrastructure/swap-workflow.js';
import { CancelSwapCommand } from './cancel-swap.command.js';

@CommandHandler(CancelSwapCommand)
export class CancelSwapHandler implements ICommandHandler<CancelSwapCommand> {
  constructor(private readonly workflow: SwapWorkflow) {}

  async execute({ actorId, swapId }: CancelSwapCommand) {
    return this.workflow.runAndView(swapId, { kind: 'cancel', actorId }, { actorId });
  }
}
