import type { EntityManager } from '@mikro-orm/postgresql';
import type { IntegrationEvent } from './integration-event.js';

/**
 * Writes events into the outbox inside the caller's transaction, so the state change and the
 * promise to tell others about it commit (or roll back) together.
 */
export async function recordInOutbox(em: EntityManager, ...events: IntegrationEvent[]): Promise<void> {
  for (const event of events) {
    const { sql, params } = outboxInsert(event);
    await em.execute(sql, params);
  }
}

/**
 * The outbox row of one event as an insert and its parameters — what recordInOutbox runs — for a
 * caller that sends it inside a statement of its own (a data-modifying CTE next to its own
 * writes), saving the round trip. It must still run in the transaction of the state change.
 * `merged`: a jsonb expression the statement adds to the payload (what the writer's tables know
 * and its subscribers need, read by the insert itself instead of by each subscriber later).
 */
export function outboxInsert(event: IntegrationEvent, merged?: { sql: string; params: unknown[] }): { sql: string; params: unknown[] } {
  const payload = [event.eventType, JSON.stringify(event.payload)];
  if (!merged) return { sql: 'insert into outbox (event_type, payload) values (?, ?::jsonb)', params: payload };
  return { sql: `insert into outbox (event_type, payload) values (?, ?::jsonb || ${merged.sql})`, params: [...payload, ...merged.params] };
}

/**
 * The same for many events in ONE statement (a 10,000-row CSV import records 10,001 events): the
 * rows travel as one JSON document, so the cost does not grow with round trips.
 */
export async function recordAllInOutbox(em: EntityManager, events: readonly IntegrationEvent[]): Promise<void> {
  if (events.length === 0) return;
  await em.execute(
    `insert into outbox (event_type, payload)
     select e->>'eventType', e->'payload' from jsonb_array_elements(?::jsonb) with ordinality as x(e, n) order by n`,
    [JSON.stringify(events.map((event) => ({ eventType: event.eventType, payload: event.payload })))],
  );
}
