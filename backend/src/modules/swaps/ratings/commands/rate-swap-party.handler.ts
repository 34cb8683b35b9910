import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { RATING_MESSAGES, isRatingEditable, normaliseRatingComment, ratingProblems } from '@reagentswap/contracts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { loadSwapForParty } from '../rated-swap.js';
import { RATING_COLUMNS, toRatingView, type RatingRow } from '../rating.view.js';
import { RateSwapPartyCommand } from './rate-swap-party.command.js';

@CommandHandler(RateSwapPartyCommand)
export class RateSwapPartyHandler implements ICommandHandler<RateSwapPartyCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ raterId, swapId, mode, stars, comment }: RateSwapPartyCommand) {
    const swap = await loadSwapForParty(this.em, swapId, raterId);
    if (swap.status !== 'completed') throw new ForbiddenError(RATING_MESSAGES.notCompleted, 'SWAP_NOT_COMPLETED');
    const problems = ratingProblems({ stars, comment });
    if (problems.length > 0) throw new ValidationFailedError(problems);
    const text = normaliseRatingComment(comment);
    const row =
      mode === 'create'
        ? await this.create(swap.id, raterId, swap.otherPartyId, stars as number, text)
        : await this.edit(swap.id, raterId, stars as number, text);
    return toRatingView(row, raterId);
  }

  /** Once per swap and rater: the unique key decides, so a double submit gets the conflict, not a second rating. */
  private async create(swapId: string, raterId: string, rateeId: string, stars: number, comment: string | null): Promise<RatingRow> {
    const [row] = await this.em.execute<RatingRow[]>(
      `insert into swap_ratings (swap_id, rater_id, ratee_id, stars, comment) values (?, ?, ?, ?, ?)
       on conflict on constraint swap_ratings_once do nothing returning ${RATING_COLUMNS}`,
      [swapId, raterId, rateeId, stars, comment],
    );
    if (!row) throw new ConflictError(RATING_MESSAGES.alreadyRated, 'ALREADY_RATED');
    return row;
  }

  /** Within the window counted from when the rating was first given (editing does not extend it). */
  private async edit(swapId: string, raterId: string, stars: number, comment: string | null): Promise<RatingRow> {
    return this.em.transactional(async (tx) => {
      const [current] = await tx.execute<RatingRow[]>(
        `select ${RATING_COLUMNS} from swap_ratings where swap_id = ? and rater_id = ? for update`,
        [swapId, raterId],
      );
      if (!current) throw new NotFoundError(RATING_MESSAGES.notRated, 'RATING_NOT_FOUND');
      if (!isRatingEditable(current.created_at)) throw new ForbiddenError(RATING_MESSAGES.editWindowClosed, 'RATING_EDIT_WINDOW_CLOSED');
      const [row] = await tx.execute<RatingRow[]>(
        `update swap_ratings set stars = ?, comment = ?, updated_at = now() where id = ? returning ${RATING_COLUMNS}`,
        [stars, comment, current.id],
      );
      return row!;
    });
  }
}
