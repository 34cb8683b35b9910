import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SwapWorkflow } from '../../infrastructure/swap-workflow.js';
import { AnswerCounterOfferCommand } from './answer-counter-offer.command.js';

@CommandHandler(AnswerCounterOfferCommand)
export class AnswerCounterOfferHandler implements ICommandHandler<AnswerCounterOfferCommand> {
  constructor(private readonly workflow: SwapWorkflow) {}

  async execute({ actorId, swapId, answer }: AnswerCounterOfferCommand) {
    const kind = answer === 'accept' ? 'accept-counter' : 'decline-counter';
    return this.workflow.runAndView(swapId, { kind, actorId }, { actorId });
  }
}
