import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SwapWorkflow } from '../../infrastructure/swap-workflow.js';
import { CompleteSwapCommand } from './complete-swap.command.js';

@CommandHandler(CompleteSwapCommand)
export class CompleteSwapHandler implements ICommandHandler<CompleteSwapCommand> {
  constructor(private readonly workflow: SwapWorkflow) {}

  async execute({ actorId, swapId }: CompleteSwapCommand) {
    return this.workflow.runAndView(swapId, { kind: 'complete', actorId }, { actorId });
  }
}
