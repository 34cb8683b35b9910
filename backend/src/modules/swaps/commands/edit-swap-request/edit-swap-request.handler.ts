import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { SwapWorkflow } from '../../infrastructure/swap-workflow.js';
import { creditOfferCentsOf } from '../create-swap-request/swap-offer.js';
import { requiredMessage } from '../required-message.js';
import { EditSwapRequestCommand } from './edit-swap-request.command.js';

@CommandHandler(EditSwapRequestCommand)
export class EditSwapRequestHandler implements ICommandHandler<EditSwapRequestCommand> {
  constructor(private readonly workflow: SwapWorkflow) {}

  async execute({ actorId, swapId, creditOffer, message }: EditSwapRequestCommand) {
    // Nothing is reserved while pending, so an edit moves no credits; approval reserves the new offer.
    const note = requiredMessage(message, SWAP_MESSAGES.editMessageRequired);
    const creditOfferCents = creditOffer === undefined || creditOffer === null ? undefined : creditOfferCentsOf(creditOffer, 'creditOffer');
    return this.workflow.runAndView(swapId, { kind: 'edit', actorId, creditOfferCents }, { actorId, note });
  }
}
