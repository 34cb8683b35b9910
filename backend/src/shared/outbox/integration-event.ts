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

type EventClass = (new (payload: any) => IntegrationEvent) & { eventType: string };
const registry = new Map<string, EventClass>();

/** Modules register their events so the relay can rebuild them from stored rows. */
export function registerIntegrationEvents(...classes: EventClass[]): void {
  for (const cls of classes) registry.set(cls.eventType, cls);
}

export function reviveIntegrationEvent(eventType: string, payload: object): IntegrationEvent | undefined {
  const cls = registry.get(eventType);
  return cls ? new cls(payload) : undefined;
}
