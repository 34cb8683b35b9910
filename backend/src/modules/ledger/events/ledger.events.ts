import { LEDGER_INTEGRATION_EVENTS as TYPES, type LedgerIntegrationEventPayloads as Payloads } from '@reagentswap/contracts';
import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

export type { LedgerEventContext } from '@reagentswap/contracts';

/**
 * What the ledger tells other modules, through the outbox (written in the same transaction as the
 * ledger events, so none is lost). Type strings and payloads are the ledger's contract
 * (libs/contracts/src/ledger/events.ts, ADR 0022). Amounts are integer cents. Handlers must be
 * idempotent: after a crash the relay may publish a row again; `eventId` identifies the ledger event behind it.
 */
export class CreditsGranted extends IntegrationEvent<Payloads[typeof TYPES.creditsGranted]> {
  static override readonly eventType = TYPES.creditsGranted;
}

export class CreditsAdjusted extends IntegrationEvent<Payloads[typeof TYPES.creditsAdjusted]> {
  static override readonly eventType = TYPES.creditsAdjusted;
}

export class CreditsReserved extends IntegrationEvent<Payloads[typeof TYPES.creditsReserved]> {
  static override readonly eventType = TYPES.creditsReserved;
}

export class ReservationReleased extends IntegrationEvent<Payloads[typeof TYPES.reservationReleased]> {
  static override readonly eventType = TYPES.reservationReleased;
}

/** Both legs of a transfer as one fact (the ledger stores them as two rows that sum to zero). */
export class CreditsTransferred extends IntegrationEvent<Payloads[typeof TYPES.creditsTransferred]> {
  static override readonly eventType = TYPES.creditsTransferred;
}

registerIntegrationEvents(CreditsGranted, CreditsAdjusted, CreditsReserved, ReservationReleased, CreditsTransferred);
