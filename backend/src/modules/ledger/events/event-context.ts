import type { EventEnvelope } from '../infrastructure/stored-event.js';
import type { LedgerEventContext } from './ledger.events.js';

export const contextOf = (e: EventEnvelope): LedgerEventContext => ({
  eventId: e.id,
  actorId: e.actorId,
  causationId: e.causationId,
  correlationId: e.correlationId,
  occurredAt: new Date(e.createdAtMs).toISOString(),
});
