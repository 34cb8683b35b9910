/**
 * The ledger's integration events (the outbox): stable type strings and payload shapes (ADR 0022).
 * Amounts are integer cents. `eventId` identifies the ledger event behind one (handlers must be
 * idempotent: after a crash the relay may publish a row again).
 */
export const LEDGER_INTEGRATION_EVENTS = {
  creditsGranted: 'ledger.credits-granted',
  creditsAdjusted: 'ledger.credits-adjusted',
  creditsReserved: 'ledger.credits-reserved',
  reservationReleased: 'ledger.reservation-released',
  creditsTransferred: 'ledger.credits-transferred',
} as const;
export type LedgerIntegrationEventType = (typeof LEDGER_INTEGRATION_EVENTS)[keyof typeof LEDGER_INTEGRATION_EVENTS];

export interface LedgerEventContext {
  eventId: string;
  actorId: string | null;
  causationId: string | null;
  correlationId: string | null;
  occurredAt: string;
}

export type CreditsGrantedPayload = LedgerEventContext & {
  accountId: string;
  amountCents: number;
  balanceCents: number;
  reason: string | null;
};
export type CreditsAdjustedPayload = LedgerEventContext & {
  accountId: string;
  deltaCents: number;
  balanceCents: number;
  reason: string | null;
};
export type CreditsReservedPayload = LedgerEventContext & { accountId: string; amountCents: number; reservationId: string };
export type ReservationReleasedPayload = LedgerEventContext & { accountId: string; amountCents: number; reservationId: string };
/** Both legs of a transfer as one fact (the ledger stores them as two rows that sum to zero). */
export type CreditsTransferredPayload = LedgerEventContext & {
  transferId: string;
  fromAccountId: string;
  toAccountId: string;
  amountCents: number;
};

/** Each ledger event's payload, by its type string. */
export interface LedgerIntegrationEventPayloads {
  'ledger.credits-granted': CreditsGrantedPayload;
  'ledger.credits-adjusted': CreditsAdjustedPayload;
  'ledger.credits-reserved': CreditsReservedPayload;
  'ledger.reservation-released': ReservationReleasedPayload;
  'ledger.credits-transferred': CreditsTransferredPayload;
}
