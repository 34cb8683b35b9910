import { Injectable } from '@nestjs/common';
import { DiscoveryService, Reflector } from '@nestjs/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EVENT_SUBSCRIBER, type EventSubscriberMetadata, type IntegrationEventHandler } from './event-subscriber.js';

export interface LocalSubscriber extends EventSubscriberMetadata {
  handler: IntegrationEventHandler;
}

/**
 * The subscribers this process runs (providers marked @EventSubscriber). They are also recorded in
 * `event_subscribers`, which fan-out reads: an event gets a delivery row for every subscriber any
 * instance has announced, so an instance still running older code cannot skip a subscriber that a
 * newer one added. A process only ever runs deliveries of its own subscribers.
 */
@Injectable()
export class SubscriberRegistry {
  private subscribers?: Map<string, LocalSubscriber>;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly reflector: Reflector,
  ) {}

  get local(): ReadonlyMap<string, LocalSubscriber> {
    this.subscribers ??= this.discover();
    return this.subscribers;
  }

  /** Adds a subscriber that is not a provider of the application (tests; plug-ins built at run time). */
  add(handler: IntegrationEventHandler): EventSubscriberMetadata {
    const metadata = this.reflector.get<EventSubscriberMetadata | undefined>(EVENT_SUBSCRIBER, handler.constructor);
    if (!metadata) throw new Error(`${handler.constructor.name} is not decorated with @EventSubscriber`);
    if (this.local.has(metadata.name)) throw new Error(`Two event subscribers are named ${metadata.name}`);
    this.subscribers!.set(metadata.name, { ...metadata, handler });
    return metadata;
  }

  /** Upserts every local subscriber in one statement (a process has dozens). */
  async announce(em: EntityManager): Promise<void> {
    const subscribers = [...this.local.values()].map(({ name, eventTypes }) => ({ name, eventTypes }));
    if (subscribers.length === 0) return;
    await em.execute(
      `insert into event_subscribers (name, event_types)
       select s->>'name', array(select jsonb_array_elements_text(s->'eventTypes')) from jsonb_array_elements(?::jsonb) s
       on conflict (name) do update set event_types = excluded.event_types, seen_at = now()`,
      [JSON.stringify(subscribers)],
    );
  }

  private discover(): Map<string, LocalSubscriber> {
    const found = new Map<string, LocalSubscriber>();
    for (const wrapper of this.discovery.getProviders()) {
      if (!wrapper.metatype || !wrapper.instance) continue;
      const metadata = this.reflector.get<EventSubscriberMetadata | undefined>(EVENT_SUBSCRIBER, wrapper.metatype);
      if (!metadata) continue;
      if (found.has(metadata.name)) throw new Error(`Two event subscribers are named ${metadata.name}`);
      found.set(metadata.name, { ...metadata, handler: wrapper.instance as IntegrationEventHandler });
    }
    return found;
  }
}
