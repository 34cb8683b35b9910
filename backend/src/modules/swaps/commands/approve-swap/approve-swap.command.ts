import { Command } from '@nestjs/cqrs';
import type { SwapApprovedResult } from '@reagentswap/contracts';

/**
 * The owner approves a pending request with a message to the requester (spec §2 Approve/Reject dialog):
 * the credit offer is reserved, the message posted, and the browser is sent to the conversation.
 */
export class ApproveSwapCommand extends Command<SwapApprovedResult> {
  constructor(
    readonly actorId: string,
    readonly swapId: string,
    readonly message: string,
  ) {
    super();
  }
}
