import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ConflictError, NotFoundError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { TransactionScope } from '../../../../shared/database/transaction-scope.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { CATALOG_MESSAGES } from '../../domain/reagent-rules.js';
import { EngageReagentCommand } from './engage-reagent.command.js';
import { preparedQuery } from '../../../../shared/database/prepared-query.js';

/** Joins the caller's transaction when there is one (a swap's, as it is: no savepoint), else runs its own. */
@CommandHandler(EngageReagentCommand)
export class EngageReagentHandler implements ICommandHandler<EngageReagentCommand> {
  constructor(private readonly transactions: TransactionScope) {}

  async execute(command: EngageReagentCommand) {
    const { reagentId, swapId, role } = command.input;
    if (!isUuid(swapId)) throw ValidationFailedError.of('swapId', 'Invalid swap id');
    if (role !== 'wanted' && role !== 'offered') throw ValidationFailedError.of('role', 'Invalid engagement role');
    await this.transactions.joinOrBegin(command, async (tx) => {
      // The same row lock RemoveReagent takes: an engagement and a removal never interleave.
      const [reagent] = isUuid(reagentId)
        ? await preparedQuery<{ is_available: boolean }>(
            tx,
            `select is_available from reagents where id = ? and not is_deleted for update`,
            [reagentId],
          )
        : [];
      if (!reagent) throw new NotFoundError(CATALOG_MESSAGES.reagentNotFound, 'REAGENT_NOT_FOUND');
      if (!reagent.is_available) throw new ConflictError(CATALOG_MESSAGES.notAvailable, 'REAGENT_NOT_AVAILABLE');
      // Prepared, as the reagent's lock above: a swap's request runs both in its transaction (issue 16).
      await preparedQuery(
        tx,
        `insert into reagent_engagements (reagent_id, swap_id, role) values (?, ?, ?) on conflict (reagent_id, swap_id) do nothing`,
        [reagentId, swapId, role],
      );
    });
  }
}
