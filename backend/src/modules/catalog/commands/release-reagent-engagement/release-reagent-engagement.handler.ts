import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { TransactionScope } from '../../../../shared/database/transaction-scope.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { ReleaseReagentEngagementCommand } from './release-reagent-engagement.command.js';
import { preparedQuery } from '../../../../shared/database/prepared-query.js';

@CommandHandler(ReleaseReagentEngagementCommand)
export class ReleaseReagentEngagementHandler implements ICommandHandler<ReleaseReagentEngagementCommand> {
  constructor(private readonly transactions: TransactionScope) {}

  async execute(command: ReleaseReagentEngagementCommand) {
    const { swapId, reagentId } = command.input;
    if (!isUuid(swapId)) throw ValidationFailedError.of('swapId', 'Invalid swap id');
    if (reagentId !== undefined && !isUuid(reagentId)) return { released: 0 };
    return this.transactions.joinOrBegin(command, async (tx) => {
      // Prepared (one text per shape): a swap's completion, rejection or cancellation runs it in its transaction (issue 16).
      const rows = await preparedQuery<{ reagent_id: string }>(
        tx,
        `delete from reagent_engagements where swap_id = ?${reagentId ? ' and reagent_id = ?' : ''} returning reagent_id`,
        reagentId ? [swapId, reagentId] : [swapId],
      );
      return { released: rows.length };
    });
  }
}
