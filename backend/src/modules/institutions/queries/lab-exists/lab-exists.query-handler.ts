import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { LabSchema } from '../../infrastructure/institutions.entities.js';
import { LabExistsQuery } from './lab-exists.query.js';

@QueryHandler(LabExistsQuery)
export class LabExistsHandler implements IQueryHandler<LabExistsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ labId, universityId }: LabExistsQuery) {
    if (!isUuid(labId) || !isUuid(universityId)) return false;
    return (await this.em.count(LabSchema, { id: labId, universityId })) > 0;
  }
}
