import { Command } from '@nestjs/cqrs';
import type { SwapRequestDetailView } from '@reagentswap/contracts';

/**
 * A counter-offer round (ADR 0027): the owner names another amount for a pending credit offer, or
 * the requester counters the owner's counter back. Either comes with a message to the other party.
 */
export class CounterSwapOfferCommand extends Command<SwapRequestDetailView> {
  constructor(
    readonly actorId: string,
    readonly swapId: string,
    readonly credits: unknown,
    readonly message: unknown,
  ) {
    super();
  }
}
