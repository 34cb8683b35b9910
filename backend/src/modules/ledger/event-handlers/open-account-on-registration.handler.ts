import { CommandBus } from '@nestjs/cqrs';
import { isUuid } from '../../../shared/kernel/uuid.js';
import type { DeliveredEvent } from '../../../shared/outbox/integration-event.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { OpenAccountCommand } from '../commands/open-account/open-account.command.js';

/**
 * The ledger's only inbound contract: identity's `identity.user-registered` event, matched by its
 * stable type string and payload shape ({ userId }). The ledger may not import identity (module
 * rules: it depends on shared code only), and does not need to: a published event type string
 * is exactly the coupling events are for. The opening joins the delivery's transaction (the
 * store appends as a savepoint), and is idempotent anyway (key `open:<userId>`). Nothing depends
 * on this having run: a missing account reads as balance 0 and is opened by its first credit.
 */
export const USER_REGISTERED_EVENT_TYPE = 'identity.user-registered';

@EventSubscriber('ledger.open-account-on-registration', USER_REGISTERED_EVENT_TYPE)
export class OpenAccountOnRegistration implements IntegrationEventHandler<DeliveredEvent<{ userId?: unknown }>> {
  constructor(private readonly commands: CommandBus) {}

  async handle({ payload: { userId } }: DeliveredEvent<{ userId?: unknown }>): Promise<void> {
    // A payload that is not the contract can never succeed: nothing to retry.
    if (!isUuid(userId)) return;
    await this.commands.execute(
      new OpenAccountCommand({ accountId: userId, idempotencyKey: `open:${userId.toLowerCase()}`, causationId: userId }),
    );
  }
}
