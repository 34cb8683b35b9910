/**
 * A domain event other modules may react to. Its `eventType` is a stable string (never the class
 * name) because it is stored in the outbox and may be read by another process.
 */
export abstract class IntegrationEvent<P extends object = object> {
  static readonly eventType: string;
  constructor(readonly payload: P) {}
  get eventType(): string {
    return (this.constructor as typeof IntegrationEvent).eventType;
  }
}

/** What a subscriber receives: the stored type string and payload (an IntegrationEvent when its class is registered). */
export interface DeliveredEvent<P extends object = object> {
  readonly eventType: string;
  readonly payload: P;
}

export type IntegrationEventClass = (new (payload: any) => IntegrationEvent) & { eventType: string };
type EventClass = IntegrationEventClass;
const registry = new Map<string, EventClass>();

/** Modules register their events so the relay can rebuild them from stored rows. */
export function registerIntegrationEvents(...classes: EventClass[]): void {
  for (const cls of classes) registry.set(cls.eventType, cls);
}

export function reviveIntegrationEvent(eventType: string, payload: object): IntegrationEvent | undefined {
  const cls = registry.get(eventType);
  return cls ? new cls(payload) : undefined;
}

/**
 * The event as its class when registered, else as plain data: a subscriber may listen by type
 * string to a module it must not import (the ledger to identity's `identity.user-registered`).
 */
export const reviveForDelivery = (eventType: string, payload: object): DeliveredEvent =>
  reviveIntegrationEvent(eventType, payload) ?? { eventType, payload };
