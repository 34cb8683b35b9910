import { Command } from '@nestjs/cqrs';
import type { SwapRequestDetailView } from '@reagentswap/contracts';

/**
 * The owner rejects a pending request, giving a reason (spec §2: 'Please provide a reason for rejecting
 * this swap request.'); the reagents are freed.
 */
export class RejectSwapCommand extends Command<SwapRequestDetailView> {
  constructor(
    readonly actorId: string,
    readonly swapId: string,
    readonly message: string,
  ) {
    super();
  }
}
