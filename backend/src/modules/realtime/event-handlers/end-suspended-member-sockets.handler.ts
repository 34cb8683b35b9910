import { IDENTITY_INTEGRATION_EVENTS, type UserSuspendedPayload } from '@reagentswap/contracts';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import type { DeliveredEvent } from '../../../shared/outbox/integration-event.js';
import { RealtimePushes } from '../push/realtime-pushes.js';

/** identity's ACCOUNT_MESSAGES.suspended, as the handshake and the HTTP guard answer it. */
const SUSPENDED = { code: 'ACCOUNT_SUSPENDED', message: 'Your account has been suspended. Please contact support.' } as const;

/**
 * A suspended member's open sockets close at once, on every instance, instead of at the next
 * session re-check. (identity publishes UserSuspended without exporting it: named by its contract constant.)
 * Closing sockets that are already gone does nothing, so a redelivery is harmless.
 */
@EventSubscriber('realtime.end-suspended-member-sockets', IDENTITY_INTEGRATION_EVENTS.userSuspended)
export class EndSuspendedMemberSocketsHandler implements IntegrationEventHandler<DeliveredEvent<UserSuspendedPayload>> {
  constructor(private readonly pushes: RealtimePushes) {}

  handle({ payload: { userId } }: DeliveredEvent<UserSuspendedPayload>): Promise<void> {
    this.pushes.endSessionsOf(userId, SUSPENDED);
    return Promise.resolve();
  }
}
