import { CommandBus } from '@nestjs/cqrs';
import { IDENTITY_INTEGRATION_EVENTS, type IdentityIntegrationEventPayloads } from '@reagentswap/contracts';
import { isUuid } from '../../../shared/kernel/uuid.js';
import type { DeliveredEvent } from '../../../shared/outbox/integration-event.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { OpenAccountCommand } from '../commands/open-account/open-account.command.js';

type UserRegistered = DeliveredEvent<IdentityIntegrationEventPayloads[typeof IDENTITY_INTEGRATION_EVENTS.userRegistered]>;

/**
 * The ledger's only inbound contract: identity's `identity.user-registered` event, named by
 * identity's contract constant and payload type (libs/contracts/src/identity/events.ts). The ledger
 * may not import identity (module rules: it depends on shared code and contracts only), and does
 * not need to: a published event contract is exactly the coupling events are for. The opening joins
 * the delivery's transaction (OpenAccountCommand is JoinsCallerTransaction: the store appends in it,
 * without a savepoint; a conflict fails the delivery, which the relay retries), and is idempotent anyway (key `open:<userId>`). Nothing depends on this having run: a
 * missing account reads as balance 0 and is opened by its first credit.
 */
@EventSubscriber('ledger.open-account-on-registration', IDENTITY_INTEGRATION_EVENTS.userRegistered)
export class OpenAccountOnRegistration implements IntegrationEventHandler<UserRegistered> {
  constructor(private readonly commands: CommandBus) {}

  async handle({ payload: { userId } }: UserRegistered): Promise<void> {
    // A stored payload that is not the contract can never succeed: nothing to retry.
    if (!isUuid(userId)) return;
    await this.commands.execute(
      new OpenAccountCommand({ accountId: userId, idempotencyKey: `open:${userId.toLowerCase()}`, causationId: userId }),
    );
  }
}
