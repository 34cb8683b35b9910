import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isRatingEditable, type SwapRatingsView } from '@reagentswap/contracts';
import { loadSwapForParty } from '../rated-swap.js';
import { RATING_COLUMNS, toRatingView, type RatingRow } from '../rating.view.js';
import { GetSwapRatingsQuery } from './get-swap-ratings.query.js';

@QueryHandler(GetSwapRatingsQuery)
export class GetSwapRatingsHandler implements IQueryHandler<GetSwapRatingsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ swapId, viewerId }: GetSwapRatingsQuery): Promise<SwapRatingsView> {
    const swap = await loadSwapForParty(this.em, swapId, viewerId);
    const rows = await this.em.execute<RatingRow[]>(`select ${RATING_COLUMNS} from swap_ratings where swap_id = ?`, [swap.id]);
    const given = rows.find((row) => row.rater_id === viewerId);
    const received = rows.find((row) => row.ratee_id === viewerId);
    return {
      swapId: swap.id,
      given: given ? toRatingView(given, viewerId) : null,
      received: received ? toRatingView(received, viewerId) : null,
      canRate: swap.status === 'completed' && !given,
      canEdit: given !== undefined && isRatingEditable(given.created_at),
    };
  }
}
