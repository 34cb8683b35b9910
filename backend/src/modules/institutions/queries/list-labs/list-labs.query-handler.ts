import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { LabSchema } from '../../infrastructure/institutions.entities.js';
import { toLabView } from '../directory.views.js';
import { ListLabsQuery } from './list-labs.query.js';

@QueryHandler(ListLabsQuery)
export class ListLabsHandler implements IQueryHandler<ListLabsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ universityId }: ListLabsQuery) {
    // A failed lookup is an empty list (spec §7).
    if (!isUuid(universityId)) return [];
    const rows = await this.em.find(LabSchema, { universityId }, { orderBy: { name: 'asc' }, limit: 1000 });
    return rows.map(toLabView);
  }
}
