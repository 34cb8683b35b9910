import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntegrationEvent } from './integration-event.js';

/**
 * Writes events into the outbox inside the caller's transaction, so the state change and the
 * promise to tell others about it commit (or roll back) together.
 */
export async function recordInOutbox(em: EntityManager, ...events: IntegrationEvent[]): Promise<void> {
  for (const event of events) {
    await em.execute('insert into outbox (event_type, payload) values (?, ?::jsonb)', [event.eventType, JSON.stringify(event.payload)]);
  }
}
