import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError, ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { TransactionScope } from '../../../../shared/database/transaction-scope.js';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { recordInOutbox } from '../../../../shared/outbox/outbox.js';
import { CATALOG_MESSAGES } from '../../domain/reagent-rules.js';
import { ReagentRemoved } from '../../events/catalog.events.js';
import { MarkReagentUnavailableCommand } from './mark-reagent-unavailable.command.js';
import { preparedQuery } from '../../../../shared/database/prepared-query.js';

@CommandHandler(MarkReagentUnavailableCommand)
export class MarkReagentUnavailableHandler implements ICommandHandler<MarkReagentUnavailableCommand> {
  constructor(private readonly transactions: TransactionScope) {}

  async execute(command: MarkReagentUnavailableCommand) {
    const { reagentId, swapId } = command.input;
    if (!isUuid(swapId)) throw ValidationFailedError.of('swapId', 'Invalid swap id');
    return this.transactions.joinOrBegin(command, async (tx) => {
      const [reagent] = isUuid(reagentId)
        ? // Prepared, as the update below: a swap's completion runs them in its transaction (issue 16).
          await preparedQuery<{ owner_id: string; is_available: boolean }>(
            tx,
            `select owner_id, is_available from reagents where id = ? and not is_deleted for update`,
            [reagentId],
          )
        : [];
      if (!reagent) throw new NotFoundError(CATALOG_MESSAGES.reagentNotFound, 'REAGENT_NOT_FOUND');
      if (!reagent.is_available) {
        // Already out of the listings (e.g. an offered listing the owner removed): still record the swap, so it stays out.
        await tx.execute(`update reagents set swapped_in_swap_id = coalesce(swapped_in_swap_id, ?) where id = ?`, [swapId, reagentId]);
        return { changed: false };
      }
      const [{ updated_at }] = await preparedQuery<{ updated_at: Date }>(
        tx,
        `update reagents set is_available = false, swapped_in_swap_id = ?, updated_at = now() where id = ? returning updated_at`,
        [swapId, reagentId],
      );
      await recordInOutbox(
        tx,
        new ReagentRemoved({
          reagentId,
          ownerId: reagent.owner_id,
          reason: 'swapped',
          swapId,
          removedAt: new Date(updated_at).toISOString(),
        }),
      );
      return { changed: true };
    });
  }
}
