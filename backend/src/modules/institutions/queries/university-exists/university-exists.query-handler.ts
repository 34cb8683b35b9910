import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { UniversitySchema } from '../../infrastructure/institutions.entities.js';
import { UniversityExistsQuery } from './university-exists.query.js';

@QueryHandler(UniversityExistsQuery)
export class UniversityExistsHandler implements IQueryHandler<UniversityExistsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ universityId }: UniversityExistsQuery) {
    return isUuid(universityId) && (await this.em.count(UniversitySchema, { id: universityId })) > 0;
  }
}
