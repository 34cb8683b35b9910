import { Command } from '@nestjs/cqrs';
import type { SwapRatingView } from '@reagentswap/contracts';

/** A party rates the other after a completed swap ('create', once) or changes that rating ('edit', for 14 days). */
export class RateSwapPartyCommand extends Command<SwapRatingView> {
  constructor(
    readonly raterId: string,
    readonly swapId: string,
    readonly mode: 'create' | 'edit',
    readonly stars: unknown,
    readonly comment: string | null | undefined,
  ) {
    super();
  }
}
