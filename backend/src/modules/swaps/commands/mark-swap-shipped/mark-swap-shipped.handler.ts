import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SwapWorkflow } from '../../infrastructure/swap-workflow.js';
import { MarkSwapShippedCommand } from './mark-swap-shipped.command.js';

@CommandHandler(MarkSwapShippedCommand)
export class MarkSwapShippedHandler implements ICommandHandler<MarkSwapShippedCommand> {
  constructor(private readonly workflow: SwapWorkflow) {}

  async execute({ actorId, swapId }: MarkSwapShippedCommand) {
    return this.workflow.runAndView(swapId, { kind: 'mark-shipped', actorId }, { actorId });
  }
}
