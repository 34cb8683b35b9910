import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { loadRatingSummaries } from '../rating.view.js';
import { GetRatingSummariesQuery } from './get-rating-summaries.query.js';

@QueryHandler(GetRatingSummariesQuery)
export class GetRatingSummariesHandler implements IQueryHandler<GetRatingSummariesQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ memberIds }: GetRatingSummariesQuery) {
    return loadRatingSummaries(this.em, [...new Set(memberIds)]);
  }
}
