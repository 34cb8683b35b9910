import type { Page } from '../shared/paging.js';

/** Amounts in credits (1 credit = 1 euro, two decimals). available = balance − reserved. */
export interface CreditBalance {
  balance: number;
  /** On hold for approved swaps. */
  reserved: number;
  available: number;
}

/** A row of GET /api/admin/credits/balances?userIds=… */
export interface MemberCreditBalance extends CreditBalance {
  userId: string;
}

/**
 * The ledger's event types as the API reports them (design.md §4). They are the ledger's published
 * language: stored in `ledger_events`, never renamed.
 */
export const LEDGER_EVENT_TYPES = [
  'ledger.account-opened',
  'ledger.credits-granted',
  'ledger.credits-adjusted',
  'ledger.credits-reserved',
  'ledger.reservation-released',
  'ledger.credits-transferred-out',
  'ledger.credits-transferred-in',
] as const;
export type LedgerEventType = (typeof LEDGER_EVENT_TYPES)[number];

/** One line of a credit history (GET /api/credits/history and the admin's per-member one). */
export interface CreditHistoryItem {
  id: string;
  sequence: number;
  type: LedgerEventType;
  /** Signed change of the balance; for reservations the amount put on or taken off hold. */
  amount: number;
  /** Balance after this line. */
  runningBalance: number;
  reason: string | null;
  causationId: string | null;
  correlationId: string | null;
  /**
   * The process that moved the credits, as its ledger command said (ADR 0022): 'swap' for a swap's
   * reserve, release and transfer lines, whose correlationId is the swap's id (ADR 0010).
   */
  source: string | null;
  actorId: string | null;
  /** The other account of a transfer. */
  counterpartyId: string | null;
  createdAt: string;
}

export type CreditHistoryPage = Page<CreditHistoryItem>;

/** POST /api/admin/credits/:userId/adjust (the Idempotency-Key header makes a retry adjust once). */
export interface AdjustBalanceRequest {
  /** The new balance in credits, at most two decimals. */
  newBalance: number;
  reason: string;
}

/** The `source` of the lines a swap caused: the swaps module gives it with each ledger command. */
export const SWAP_LEDGER_SOURCE = 'swap';

/** The swap a history line belongs to, or null when no swap caused it. */
export function swapIdOfLine(line: Pick<CreditHistoryItem, 'source' | 'correlationId'>): string | null {
  return line.source === SWAP_LEDGER_SOURCE ? line.correlationId : null;
}
