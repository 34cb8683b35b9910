import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { RequestMatchView } from '@reagentswap/contracts';
import { RequestMatching } from '../../infrastructure/request-matching.js';
import { GetReagentRequestQuery } from '../get-reagent-request/get-reagent-request.query.js';
import { ListRequestMatchesQuery } from './list-request-matches.query.js';

/** The request page lists this many; a request matching more is too vague to help by a longer list. */
export const MATCHES_SHOWN = 20;

@QueryHandler(ListRequestMatchesQuery)
export class ListRequestMatchesHandler implements IQueryHandler<ListRequestMatchesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly matching: RequestMatching,
    private readonly queries: QueryBus,
  ) {}

  async execute({ requestId, viewerId }: ListRequestMatchesQuery): Promise<RequestMatchView[]> {
    // Who may see the request may see its matches: the same 404s as the request itself.
    await this.queries.execute(new GetReagentRequestQuery(requestId, viewerId));
    const rows = await this.matching.listingsMatching(this.em, requestId, MATCHES_SHOWN);
    return rows.map((row) => ({
      reagentId: row.reagent_id,
      name: row.name,
      categoryName: row.category_name,
      casNumber: row.cas_number,
      listedAt: new Date(row.listed_at).toISOString(),
    }));
  }
}
