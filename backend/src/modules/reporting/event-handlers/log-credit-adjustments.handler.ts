import { Logger } from '@nestjs/common';
import { CommandBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { RecordAdminActionCommand } from '../../identity/index.js';
import { centsToCredits, CreditsAdjusted } from '../../ledger/index.js';

/**
 * The admin panel's credits edit happens in the ledger, which knows nothing of the admin audit log;
 * this puts each adjustment there too, so admins see every admin action in one place.
 */
@EventsHandler(CreditsAdjusted)
export class LogCreditAdjustmentsHandler implements IEventHandler<CreditsAdjusted> {
  private readonly logger = new Logger(LogCreditAdjustmentsHandler.name);

  constructor(private readonly commands: CommandBus) {}

  async handle({ payload }: CreditsAdjusted): Promise<void> {
    if (!payload.actorId) return;
    try {
      await this.commands.execute(
        new RecordAdminActionCommand({
          actorId: payload.actorId,
          action: 'credits.adjusted',
          targetUserId: payload.accountId,
          details: {
            change: centsToCredits(payload.deltaCents),
            newBalance: centsToCredits(payload.balanceCents),
            reason: payload.reason ?? '',
          },
          dedupeKey: `ledger:${payload.eventId}`,
        }),
      );
    } catch (error) {
      this.logger.error(`Could not log credit adjustment ${payload.eventId}: ${String(error)}`);
    }
  }
}
