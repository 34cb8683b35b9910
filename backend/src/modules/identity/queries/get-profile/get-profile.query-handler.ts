import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { GetProfileQuery } from './get-profile.query.js';
import { loadProfile } from './load-profile.js';

@QueryHandler(GetProfileQuery)
export class GetProfileHandler implements IQueryHandler<GetProfileQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ userId }: GetProfileQuery) {
    return loadProfile(this.em, userId);
  }
}
