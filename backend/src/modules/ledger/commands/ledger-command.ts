import { ADJUSTMENT_LIMITS } from '@reagentswap/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { isUuid } from '../../../shared/kernel/uuid.js';
import type { LedgerEventTypeName } from '../domain/credit-account.events.js';

/**
 * What every ledger command carries besides its own fields. The idempotency key is required: a
 * retry with the same key returns the first result and moves nothing twice. Causation and
 * correlation ids tie the events to what caused them (the swaps module passes the swap id).
 */
export interface LedgerCommandMetadata {
  idempotencyKey: string;
  /** Who asked (a user id); null/absent for the system (seed, event handlers). */
  actorId?: string | null;
  causationId?: string | null;
  correlationId?: string | null;
  reason?: string | null;
  /**
   * Which process of the product moved the credits ('swap'), stored on each line so a statement can
   * link the line to it (its correlationId names the instance, e.g. the swap). The ledger does not
   * know what a source is; it only keeps and reports it. Lower case, a–z, digits and dashes.
   */
  source?: string | null;
}

export interface NormalisedMetadata {
  idempotencyKey: string;
  actorId: string | null;
  causationId: string | null;
  correlationId: string | null;
  reason: string | null;
  source: string | null;
}

/** An account's position after a command, in cents. */
export interface AccountBalance {
  accountId: string;
  balanceCents: number;
  reservedCents: number;
  availableCents: number;
}

/** One stored ledger event as other modules and the API see it (no hashes, cents). */
export interface LedgerEventView {
  id: string;
  accountId: string;
  sequence: number;
  type: LedgerEventTypeName;
  amountCents: number;
  balanceAfterCents: number;
  reservedAfterCents: number;
  reservationId: string | null;
  transferId: string | null;
  counterpartyId: string | null;
  causationId: string | null;
  correlationId: string | null;
  /** The process that moved the credits, as its command said ('swap'; LedgerCommandMetadata.source). */
  source: string | null;
  actorId: string | null;
  reason: string | null;
  createdAt: string;
}

/** What every ledger command returns. `replayed` is true when the key had been used before. */
export interface LedgerReceipt {
  replayed: boolean;
  events: LedgerEventView[];
  /** Every account the command names, after the command (after the first run, for a replay). */
  balances: AccountBalance[];
}

const KEY = /^[\x21-\x7e]{1,200}$/;
const SOURCE = /^[a-z][a-z0-9-]{0,39}$/;
const REFERENCE = /^[\x21-\x7e]{1,200}$/;
/** The admin's adjustment form stops at the same length (shared contract). */
export const MAX_REASON_LENGTH = ADJUSTMENT_LIMITS.reason;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function accountIdOf(value: unknown, field = 'accountId'): string {
  if (!isUuid(value)) throw ValidationFailedError.of(field, 'Unknown account');
  return value.toLowerCase();
}

export function referenceOf(value: unknown, field: string): string {
  if (typeof value !== 'string' || !REFERENCE.test(value)) throw ValidationFailedError.of(field, `Invalid ${field}`);
  return value;
}

/** Free text as it will be stored and hashed: well-formed, no NUL, trimmed, bounded. */
export function cleanText(value: string | null | undefined, max = MAX_REASON_LENGTH): string | null {
  if (value === null || value === undefined) return null;
  // Stored text must round-trip exactly (it is hashed): lone surrogates become U+FFFD, as UTF-8 would.
  const text = value.replace(LONE_SURROGATE, '\uFFFD').replace(/\0/g, '').trim();
  if (text.length === 0) return null;
  if (text.length > max) throw ValidationFailedError.of('reason', `The reason can be at most ${max} characters`);
  return text;
}

export function normaliseMetadata(meta: LedgerCommandMetadata): NormalisedMetadata {
  if (typeof meta.idempotencyKey !== 'string' || !KEY.test(meta.idempotencyKey)) {
    throw ValidationFailedError.of('idempotencyKey', 'An idempotency key (1–200 visible ASCII characters) is required');
  }
  const optionalReference = (value: string | null | undefined, field: string) =>
    value === null || value === undefined ? null : referenceOf(value, field);
  return {
    idempotencyKey: meta.idempotencyKey,
    actorId: meta.actorId === null || meta.actorId === undefined ? null : accountIdOf(meta.actorId, 'actorId'),
    causationId: optionalReference(meta.causationId, 'causationId'),
    correlationId: optionalReference(meta.correlationId, 'correlationId'),
    reason: cleanText(meta.reason),
    source: sourceOf(meta.source),
  };
}

function sourceOf(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || !SOURCE.test(value)) throw ValidationFailedError.of('source', 'Invalid source');
  return value;
}
