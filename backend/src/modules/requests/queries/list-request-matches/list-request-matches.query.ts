import { Query } from '@nestjs/cqrs';
import type { RequestMatchView } from '@reagentswap/contracts';

/**
 * The listings that match a request now (ADR 0026), for the request page right after posting:
 * whoever may see the request (GetReagentRequestQuery's rule) sees its matches. 404 otherwise.
 */
export class ListRequestMatchesQuery extends Query<RequestMatchView[]> {
  constructor(
    readonly requestId: string,
    readonly viewerId: string,
  ) {
    super();
  }
}
