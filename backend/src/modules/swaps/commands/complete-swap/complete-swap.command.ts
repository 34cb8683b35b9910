import { Command } from '@nestjs/cqrs';
import type { SwapRequestDetailView } from '@reagentswap/contracts';

/**
 * The requester confirms receipt: the reserved credits go to the owner, the reagents leave the listings.
 * Completing twice is a no-op: the credits move once.
 */
export class CompleteSwapCommand extends Command<SwapRequestDetailView> {
  constructor(
    readonly actorId: string,
    readonly swapId: string,
  ) {
    super();
  }
}
