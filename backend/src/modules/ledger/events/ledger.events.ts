import { IntegrationEvent, registerIntegrationEvents } from '../../../shared/outbox/integration-event.js';

/**
 * What the ledger tells other modules, through the outbox (written in the same transaction as the
 * ledger events, so none is lost). Amounts are integer cents. Handlers must be idempotent: after a
 * crash the relay may publish a row again; `eventId` identifies the ledger event behind it.
 */
export interface LedgerEventContext {
  eventId: string;
  actorId: string | null;
  causationId: string | null;
  correlationId: string | null;
  occurredAt: string;
}

export class CreditsGranted extends IntegrationEvent<
  LedgerEventContext & { accountId: string; amountCents: number; balanceCents: number; reason: string | null }
> {
  static override readonly eventType = 'ledger.credits-granted';
}

export class CreditsAdjusted extends IntegrationEvent<
  LedgerEventContext & { accountId: string; deltaCents: number; balanceCents: number; reason: string | null }
> {
  static override readonly eventType = 'ledger.credits-adjusted';
}

export class CreditsReserved extends IntegrationEvent<
  LedgerEventContext & { accountId: string; amountCents: number; reservationId: string }
> {
  static override readonly eventType = 'ledger.credits-reserved';
}

export class ReservationReleased extends IntegrationEvent<
  LedgerEventContext & { accountId: string; amountCents: number; reservationId: string }
> {
  static override readonly eventType = 'ledger.reservation-released';
}

/** Both legs of a transfer as one fact (the ledger stores them as two rows that sum to zero). */
export class CreditsTransferred extends IntegrationEvent<
  LedgerEventContext & { transferId: string; fromAccountId: string; toAccountId: string; amountCents: number }
> {
  static override readonly eventType = 'ledger.credits-transferred';
}

registerIntegrationEvents(CreditsGranted, CreditsAdjusted, CreditsReserved, ReservationReleased, CreditsTransferred);
