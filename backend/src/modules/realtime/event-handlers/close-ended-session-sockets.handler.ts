import { SESSION_MESSAGES, SessionEnded, type SessionEndedPayload } from '../../identity/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import type { DeliveredEvent } from '../../../shared/outbox/integration-event.js';
import { RealtimePushes } from '../push/realtime-pushes.js';

/**
 * A session that was signed out (or revoked after a refresh token replay) loses its open sockets
 * at once, on every instance, instead of at the next 30-s session re-check, which stays as the
 * backstop. Only that session's sockets: the member's other devices stay connected. They hear
 * what the re-check and the HTTP guard would say. Closing sockets already gone does nothing, so a
 * redelivery is harmless.
 */
@EventSubscriber('realtime.close-ended-session-sockets', SessionEnded)
export class CloseEndedSessionSocketsHandler implements IntegrationEventHandler<DeliveredEvent<SessionEndedPayload>> {
  constructor(private readonly pushes: RealtimePushes) {}

  handle({ payload: { sessionId } }: DeliveredEvent<SessionEndedPayload>): Promise<void> {
    this.pushes.endSession(sessionId, { code: 'SESSION_ENDED', message: SESSION_MESSAGES.sessionExpired });
    return Promise.resolve();
  }
}
