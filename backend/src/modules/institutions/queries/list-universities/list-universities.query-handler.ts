import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UniversitySchema } from '../../infrastructure/institutions.entities.js';
import { toUniversityView } from '../directory.views.js';
import { ListUniversitiesQuery } from './list-universities.query.js';

// The universities list feeds a picker; it is bounded so a flood of additions cannot make it unbounded.
const MAX_UNIVERSITIES = 2000;

@QueryHandler(ListUniversitiesQuery)
export class ListUniversitiesHandler implements IQueryHandler<ListUniversitiesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute() {
    const rows = await this.em.find(UniversitySchema, {}, { orderBy: { name: 'asc' }, limit: MAX_UNIVERSITIES });
    return rows.map(toUniversityView);
  }
}
