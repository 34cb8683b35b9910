import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { NotFoundError } from '../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { loadSwapDetail } from '../swap-request.view.js';
import { GetSwapRequestQuery } from './get-swap-request.query.js';

@QueryHandler(GetSwapRequestQuery)
export class GetSwapRequestHandler implements IQueryHandler<GetSwapRequestQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ swapId, viewerId }: GetSwapRequestQuery) {
    const swap = isUuid(swapId) ? await loadSwapDetail(this.em, swapId) : undefined;
    if (!swap || (swap.requester.id !== viewerId && swap.owner.id !== viewerId)) {
      throw new NotFoundError(SWAP_MESSAGES.notFound, 'SWAP_NOT_FOUND');
    }
    return swap;
  }
}
