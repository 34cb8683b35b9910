import { CommandBus } from '@nestjs/cqrs';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { RecordAdminActionCommand } from '../../identity/index.js';
import { centsToCredits, CreditsAdjusted } from '../../ledger/index.js';

/**
 * The admin panel's credits edit happens in the ledger, which knows nothing of the admin audit log;
 * this puts each adjustment there too, so admins see every admin action in one place. The command
 * joins the delivery's transaction, so the log entry and "delivered" commit together; a failure
 * throws and the relay retries (the dedupe key is a second guard, for entries written before ADR 0006).
 */
@EventSubscriber('reporting.log-credit-adjustments', CreditsAdjusted)
export class LogCreditAdjustmentsHandler implements IntegrationEventHandler<CreditsAdjusted> {
  constructor(private readonly commands: CommandBus) {}

  async handle({ payload }: CreditsAdjusted): Promise<void> {
    if (!payload.actorId) return;
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
  }
}
