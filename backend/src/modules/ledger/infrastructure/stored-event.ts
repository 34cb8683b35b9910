import type { CreditAccountEvent, LedgerEventTypeName } from '../domain/credit-account.events.js';
import { isLedgerEventType, LedgerEventType as T } from '../domain/credit-account.events.js';
import type { HashedEventFields } from './event-hash.js';
import { toNumber } from './sql.js';

/** One row of `ledger_events`: the domain event plus its envelope (position, metadata, chain). */
export interface StoredLedgerEvent extends HashedEventFields {
  type: LedgerEventTypeName;
  /** The command's `source` (LedgerCommandMetadata): metadata kept beside the event, not part of its hash. */
  source: string | null;
  prevHash: Buffer;
  hash: Buffer;
}

/** What an integration event needs of a stored event; known before the write (ids and time are the store's). */
export type EventEnvelope = Pick<StoredLedgerEvent, 'id' | 'actorId' | 'causationId' | 'correlationId' | 'createdAtMs'>;

/** Column list for reading events; created_at comes back as whole epoch milliseconds (the hashed form). */
export const EVENT_COLUMNS = `id, account_id, sequence, type, amount_cents, balance_after_cents, reserved_after_cents,
  reservation_id, transfer_id, counterparty_id, idempotency_key, key_index, causation_id, correlation_id, actor_id,
  reason, floor(extract(epoch from created_at) * 1000)::bigint as created_ms, prev_hash, hash, source`;

export const INSERT_COLUMNS = `id, account_id, sequence, type, amount_cents, balance_after_cents, reserved_after_cents,
  reservation_id, transfer_id, counterparty_id, idempotency_key, key_index, causation_id, correlation_id, actor_id,
  reason, created_at, prev_hash, hash, source`;

export interface EventRow {
  id: string;
  account_id: string;
  sequence: number;
  type: string;
  amount_cents: string | number;
  balance_after_cents: string | number;
  reserved_after_cents: string | number;
  reservation_id: string | null;
  transfer_id: string | null;
  counterparty_id: string | null;
  idempotency_key: string;
  key_index: number;
  causation_id: string | null;
  correlation_id: string | null;
  actor_id: string | null;
  reason: string | null;
  created_ms: string | number;
  prev_hash: Buffer;
  hash: Buffer;
  source: string | null;
}

export function fromRow(row: EventRow): StoredLedgerEvent {
  return {
    id: row.id,
    accountId: row.account_id,
    sequence: toNumber(row.sequence),
    // The column's check constraint lists the known types; the audit still reports anything else.
    type: row.type as LedgerEventTypeName,
    amountCents: toNumber(row.amount_cents),
    balanceAfterCents: toNumber(row.balance_after_cents),
    reservedAfterCents: toNumber(row.reserved_after_cents),
    reservationId: row.reservation_id,
    transferId: row.transfer_id,
    counterpartyId: row.counterparty_id,
    idempotencyKey: row.idempotency_key,
    keyIndex: toNumber(row.key_index),
    causationId: row.causation_id,
    correlationId: row.correlation_id,
    actorId: row.actor_id,
    reason: row.reason,
    createdAtMs: toNumber(row.created_ms),
    prevHash: row.prev_hash,
    hash: row.hash,
    source: row.source,
  };
}

/** The values of one row in INSERT_COLUMNS order. */
export function insertValues(e: StoredLedgerEvent): unknown[] {
  return [
    e.id,
    e.accountId,
    e.sequence,
    e.type,
    e.amountCents,
    e.balanceAfterCents,
    e.reservedAfterCents,
    e.reservationId,
    e.transferId,
    e.counterpartyId,
    e.idempotencyKey,
    e.keyIndex,
    e.causationId,
    e.correlationId,
    e.actorId,
    e.reason,
    new Date(e.createdAtMs).toISOString(),
    e.prevHash,
    e.hash,
    e.source,
  ];
}
export const INSERT_PLACEHOLDERS = '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::timestamptz, ?, ?, ?)';

/** The domain event a stored row holds; throws with a reason when the row cannot be one. */
export function toDomainEvent(e: StoredLedgerEvent): CreditAccountEvent {
  if (!isLedgerEventType(e.type)) throw new Error(`unknown event type ${String(e.type)}`);
  switch (e.type) {
    case T.AccountOpened:
      if (e.amountCents !== 0) throw new Error('account-opened with a non-zero amount');
      return { type: e.type, amountCents: 0 };
    case T.CreditsGranted:
    case T.CreditsAdjusted:
      return { type: e.type, amountCents: e.amountCents };
    case T.CreditsReserved:
    case T.ReservationReleased:
      if (e.reservationId === null) throw new Error(`${e.type} without a reservation id`);
      return { type: e.type, amountCents: e.amountCents, reservationId: e.reservationId };
    case T.CreditsTransferredOut:
    case T.CreditsTransferredIn:
      if (e.transferId === null || e.counterpartyId === null) throw new Error(`${e.type} without its transfer and counterparty`);
      return { type: e.type, amountCents: e.amountCents, transferId: e.transferId, counterpartyId: e.counterpartyId };
    default: {
      const unknown: never = e.type;
      throw new Error(`unknown event type ${String(unknown)}`);
    }
  }
}

/** The envelope fields a domain event carries into its row (the rest comes from the command and position). */
export function eventFields(
  event: CreditAccountEvent,
): Pick<StoredLedgerEvent, 'type' | 'amountCents' | 'reservationId' | 'transferId' | 'counterpartyId'> {
  return {
    type: event.type,
    amountCents: event.amountCents,
    reservationId: 'reservationId' in event ? event.reservationId : null,
    transferId: 'transferId' in event ? event.transferId : null,
    counterpartyId: 'counterpartyId' in event ? event.counterpartyId : null,
  };
}
