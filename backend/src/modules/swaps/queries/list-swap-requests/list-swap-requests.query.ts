import { Query } from '@nestjs/cqrs';
import type { Page, PageRequest, SwapRequestView } from '@reagentswap/contracts';

/**
 * One section of the Swap Requests tab (spec §2): Received (the viewer owns the reagent) or Sent
 * (the viewer asked), Pending (status pending) or Past (everything else), newest update first.
 */
export class ListSwapRequestsQuery extends Query<Page<SwapRequestView>> {
  constructor(
    readonly viewerId: string,
    readonly box: 'received' | 'sent',
    readonly section: 'pending' | 'past',
    readonly page: PageRequest,
  ) {
    super();
  }
}
