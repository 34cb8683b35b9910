import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { CATALOG_MESSAGES } from '../../domain/reagent-rules.js';
import { loadReagentView } from '../reagent.view.js';
import { GetReagentQuery } from './get-reagent.query.js';

@QueryHandler(GetReagentQuery)
export class GetReagentHandler implements IQueryHandler<GetReagentQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reagentId }: GetReagentQuery) {
    const view = isUuid(reagentId) ? await loadReagentView(this.em, reagentId, { listedOnly: true }) : undefined;
    if (!view) throw new NotFoundError(CATALOG_MESSAGES.reagentNotFound, 'REAGENT_NOT_FOUND');
    return view;
  }
}
