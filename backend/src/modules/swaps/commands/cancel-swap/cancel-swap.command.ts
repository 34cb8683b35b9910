import { Command } from '@nestjs/cqrs';
import type { SwapRequestDetailView } from '@reagentswap/contracts';

/**
 * The requester cancels a pending request, or either party an approved one; reserved credits and
 * engaged reagents are released.
 */
export class CancelSwapCommand extends Command<SwapRequestDetailView> {
  constructor(
    readonly actorId: string,
    readonly swapId: string,
  ) {
    super();
  }
}
