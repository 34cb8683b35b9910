import { Query } from '@nestjs/cqrs';
import type { SwapRequestDetailView } from '@reagentswap/contracts';

/** One swap request with its timeline, for its requester or its owner; 404 for anyone else (spec §2 not-found text). */
export class GetSwapRequestQuery extends Query<SwapRequestDetailView> {
  constructor(
    readonly swapId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}
