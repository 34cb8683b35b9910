import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { REQUEST_MESSAGES } from '@reagentswap/contracts';
import { NotFoundError } from '../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { RequestCategories } from '../../infrastructure/request-categories.js';
import { requestRowById, toRequestView } from '../reagent-request.view.js';
import { GetReagentRequestQuery } from './get-reagent-request.query.js';

@QueryHandler(GetReagentRequestQuery)
export class GetReagentRequestHandler implements IQueryHandler<GetReagentRequestQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly categories: RequestCategories,
  ) {}

  async execute({ requestId, viewerId }: GetReagentRequestQuery) {
    const [row] = isUuid(requestId) ? await requestRowById(this.em, requestId, viewerId) : [];
    if (!row) throw new NotFoundError(REQUEST_MESSAGES.notFound, 'REAGENT_REQUEST_NOT_FOUND');
    return toRequestView(row, await this.categories.all());
  }
}
