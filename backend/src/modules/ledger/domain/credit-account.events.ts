/**
 * The events of one credit account's stream. Their `type` strings are stored in `ledger_events`
 * and are part of the ledger's published language: never rename them, never use class names.
 *
 * `amountCents` has one meaning per type (and the database checks the sign of each):
 * - account-opened: 0
 * - credits-granted: +x, the balance grows by x
 * - credits-adjusted: the signed change of the balance (an admin set a new balance)
 * - credits-reserved: +x put on hold; the balance is unchanged, the available amount shrinks
 * - reservation-released: +x taken off hold; the balance is unchanged, the available amount grows
 * - credits-transferred-out: −x, the balance shrinks (the debit leg of a transfer)
 * - credits-transferred-in: +x, the balance grows (the credit leg; the two legs sum to zero)
 */
export const LedgerEventType = {
  AccountOpened: 'ledger.account-opened',
  CreditsGranted: 'ledger.credits-granted',
  CreditsAdjusted: 'ledger.credits-adjusted',
  CreditsReserved: 'ledger.credits-reserved',
  ReservationReleased: 'ledger.reservation-released',
  CreditsTransferredOut: 'ledger.credits-transferred-out',
  CreditsTransferredIn: 'ledger.credits-transferred-in',
} as const;

export type LedgerEventTypeName = (typeof LedgerEventType)[keyof typeof LedgerEventType];
export const LEDGER_EVENT_TYPES: readonly LedgerEventTypeName[] = Object.values(LedgerEventType);

export interface AccountOpened {
  type: typeof LedgerEventType.AccountOpened;
  amountCents: 0;
}
export interface CreditsGranted {
  type: typeof LedgerEventType.CreditsGranted;
  amountCents: number;
}
export interface CreditsAdjusted {
  type: typeof LedgerEventType.CreditsAdjusted;
  amountCents: number;
}
export interface CreditsReserved {
  type: typeof LedgerEventType.CreditsReserved;
  amountCents: number;
  reservationId: string;
}
export interface ReservationReleased {
  type: typeof LedgerEventType.ReservationReleased;
  amountCents: number;
  reservationId: string;
}
export interface CreditsTransferredOut {
  type: typeof LedgerEventType.CreditsTransferredOut;
  amountCents: number;
  transferId: string;
  counterpartyId: string;
}
export interface CreditsTransferredIn {
  type: typeof LedgerEventType.CreditsTransferredIn;
  amountCents: number;
  transferId: string;
  counterpartyId: string;
}

export type CreditAccountEvent =
  AccountOpened | CreditsGranted | CreditsAdjusted | CreditsReserved | ReservationReleased | CreditsTransferredOut | CreditsTransferredIn;

export const isLedgerEventType = (value: unknown): value is LedgerEventTypeName =>
  typeof value === 'string' && (LEDGER_EVENT_TYPES as readonly string[]).includes(value);
