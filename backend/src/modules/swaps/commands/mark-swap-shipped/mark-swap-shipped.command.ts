import { Command } from '@nestjs/cqrs';
import type { SwapRequestDetailView } from '@reagentswap/contracts';

/**
 * The owner notes that the reagent is on its way (optional; design.md §5). Marking twice changes nothing.
 */
export class MarkSwapShippedCommand extends Command<SwapRequestDetailView> {
  constructor(
    readonly actorId: string,
    readonly swapId: string,
  ) {
    super();
  }
}
