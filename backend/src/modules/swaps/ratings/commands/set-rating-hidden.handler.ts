import { randomUUID } from 'node:crypto';
import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RATING_MESSAGES } from '@reagentswap/contracts';
import { TransactionScope } from '../../../../shared/database/transaction-scope.js';
import { NotFoundError } from '../../../../shared/errors/domain-error.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { RecordAdminActionCommand } from '../../../identity/index.js';
import { RATING_COLUMNS, toAdminRatingView, type AdminRatingRow } from '../rating.view.js';
import { SetRatingHiddenCommand } from './set-rating-hidden.command.js';

export const RATING_ADMIN_ACTIONS = { hidden: 'rating.comment-hidden', shown: 'rating.comment-shown' } as const;

@CommandHandler(SetRatingHiddenCommand)
export class SetRatingHiddenHandler implements ICommandHandler<SetRatingHiddenCommand> {
  constructor(
    private readonly scope: TransactionScope,
    private readonly commands: CommandBus,
  ) {}

  /** The change and its line in the admin log commit together. */
  async execute({ adminId, ratingId, hidden }: SetRatingHiddenCommand) {
    if (!isUuid(ratingId)) throw new NotFoundError(RATING_MESSAGES.ratingNotFound, 'RATING_NOT_FOUND');
    return this.scope.begin(async (tx) => {
      const [row] = await tx.execute<AdminRatingRow[]>(
        `with changed as (
           update swap_ratings
              set hidden_at = case when ? then coalesce(hidden_at, now()) end,
                  hidden_by = case when ? then coalesce(hidden_by, ?::uuid) end
            where id = ? returning ${RATING_COLUMNS})
         select c.*, coalesce(rm.display_username, rm.username) as rater_name, coalesce(om.display_username, om.username) as ratee_name
           from changed c
           left join identity.member_contacts rm on rm.user_id = c.rater_id
           left join identity.member_contacts om on om.user_id = c.ratee_id`,
        [hidden, hidden, adminId, ratingId],
      );
      if (!row) throw new NotFoundError(RATING_MESSAGES.ratingNotFound, 'RATING_NOT_FOUND');
      await this.commands.execute(
        new RecordAdminActionCommand({
          actorId: adminId,
          action: hidden ? RATING_ADMIN_ACTIONS.hidden : RATING_ADMIN_ACTIONS.shown,
          targetUserId: row.rater_id,
          details: { ratingId: row.id, swapId: row.swap_id },
          dedupeKey: `rating:${row.id}:${hidden ? 'hide' : 'show'}:${randomUUID()}`,
        }),
      );
      return toAdminRatingView(row);
    });
  }
}
