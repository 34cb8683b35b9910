import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import type { DeliveredEvent } from '../../../shared/outbox/integration-event.js';
import { RealtimePushes } from '../push/realtime-pushes.js';

/** identity's ACCOUNT_MESSAGES.suspended, as the handshake and the HTTP guard answer it. */
const SUSPENDED = { code: 'ACCOUNT_SUSPENDED', message: 'Your account has been suspended. Please contact support.' } as const;

/**
 * A suspended member's open sockets close at once, on every instance, instead of at the next
 * session re-check. (identity publishes UserSuspended without exporting it: listened to by name.)
 * Closing sockets that are already gone does nothing, so a redelivery is harmless.
 */
@EventSubscriber('realtime.end-suspended-member-sockets', 'identity.user-suspended')
export class EndSuspendedMemberSocketsHandler implements IntegrationEventHandler<DeliveredEvent<{ userId: string }>> {
  constructor(private readonly pushes: RealtimePushes) {}

  handle({ payload: { userId } }: DeliveredEvent<{ userId: string }>): Promise<void> {
    this.pushes.endSessionsOf(userId, SUSPENDED);
    return Promise.resolve();
  }
}
