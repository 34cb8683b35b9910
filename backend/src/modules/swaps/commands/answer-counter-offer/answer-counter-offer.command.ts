import { Command } from '@nestjs/cqrs';
import type { SwapRequestDetailView } from '@reagentswap/contracts';

/**
 * The requester's answer to the owner's counter-offer (ADR 0027): accept (the swap is approved at
 * the counter's amount, which is reserved now) or decline (the swap is cancelled).
 */
export class AnswerCounterOfferCommand extends Command<SwapRequestDetailView> {
  constructor(
    readonly actorId: string,
    readonly swapId: string,
    readonly answer: 'accept' | 'decline',
  ) {
    super();
  }
}
