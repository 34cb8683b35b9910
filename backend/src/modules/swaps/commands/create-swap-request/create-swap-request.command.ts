import { Command } from '@nestjs/cqrs';
import type { CreateSwapRequestBody, SwapCreatedResult } from '@reagentswap/contracts';

/** Request Swap (spec §2): a new pending request, or the requester's open one for the reagent. */
export class CreateSwapRequestCommand extends Command<SwapCreatedResult> {
  constructor(
    readonly requesterId: string,
    readonly input: CreateSwapRequestBody,
  ) {
    super();
  }
}
