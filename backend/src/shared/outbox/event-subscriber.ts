import { applyDecorators, Injectable, SetMetadata } from '@nestjs/common';
import type { IntegrationEventType } from '@reagentswap/contracts';
import type { DeliveredEvent, IntegrationEventClass } from './integration-event.js';

export const EVENT_SUBSCRIBER = 'outbox:eventSubscriber';

/** A subscriber's stable name: `<module>.<what-it-does>`, lower case (stored per delivery; renaming one is a migration). */
const SUBSCRIBER_NAME = /^[a-z][a-z0-9]*(\.[a-z0-9]+(-[a-z0-9]+)*)+$/;

export interface EventSubscriberMetadata {
  name: string;
  eventTypes: string[];
}

/**
 * What the relay calls for each event a subscriber listens to. `handle` runs inside the delivery's
 * transaction (the ambient MikroORM context: the injected EntityManager and commands it dispatches
 * join it), which also records the delivery as done. Throwing rolls the handler's writes back and
 * schedules a retry with back-off; after the last attempt the delivery is parked for an admin.
 * Anything that leaves the database (mail, push, HTTP calls) must be idempotent by a key of its
 * own: it may run again after a rollback.
 */
export interface IntegrationEventHandler<E extends DeliveredEvent = DeliveredEvent> {
  handle(event: E): Promise<void>;
  /**
   * Optional: the same for several of its deliveries claimed in one batch, as set-based work (one
   * read of everyone concerned, one insert of every row: ADR 0030). Same transaction, same
   * contract as `handle`, for all of them at once: its effect commits with all their "done"s, and
   * if it throws, all of them roll back and the relay runs them again one by one through `handle`,
   * so the delivery at fault is the one whose failure is counted and the others still commit.
   * Must do exactly what `handle` would do for each event, in the order given.
   */
  handleBatch?(events: E[]): Promise<void>;
}

/**
 * Makes a provider a durable subscriber: every event of these types reaches it at least once, and
 * its database effect happens once (see docs/adr/0006-event-delivery.md). Events are given as
 * classes, or, for a module the subscriber may not import, as that module's contract constant
 * (`IDENTITY_INTEGRATION_EVENTS.userSuspended`, libs/contracts/src/<module>/events.ts): only known
 * type strings type-check, and a bare string literal fails a unit test (ADR 0022).
 *
 *   @EventSubscriber('reporting.log-credit-adjustments', CreditsAdjusted)
 *   export class LogCreditAdjustmentsHandler implements IntegrationEventHandler<CreditsAdjusted> { … }
 */
export function EventSubscriber(name: string, ...events: (IntegrationEventClass | IntegrationEventType)[]): ClassDecorator {
  if (!SUBSCRIBER_NAME.test(name)) throw new Error(`Subscriber name "${name}" must look like "module.what-it-does"`);
  if (events.length === 0) throw new Error(`Subscriber ${name} listens to no event`);
  const eventTypes = events.map((event) => (typeof event === 'string' ? event : event.eventType));
  return applyDecorators(Injectable(), SetMetadata(EVENT_SUBSCRIBER, { name, eventTypes } satisfies EventSubscriberMetadata));
}
