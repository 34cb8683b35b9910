import { Command } from '@nestjs/cqrs';
import type { SwapRequestDetailView } from '@reagentswap/contracts';

/**
 * The requester changes the credit offer and/or message of a pending request (spec §2 Edit Swap Request dialog).
 */
export class EditSwapRequestCommand extends Command<SwapRequestDetailView> {
  constructor(
    readonly actorId: string,
    readonly swapId: string,
    readonly creditOffer: number | undefined,
    readonly message: string,
  ) {
    super();
  }
}
