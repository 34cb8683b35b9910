import { Query } from '@nestjs/cqrs';
import type { ReagentRequestView } from '@reagentswap/contracts';

/** One request (for its edit screen): the requester sees their own; others only a listed, not deleted one. 404 otherwise. */
export class GetReagentRequestQuery extends Query<ReagentRequestView> {
  constructor(
    readonly requestId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}
