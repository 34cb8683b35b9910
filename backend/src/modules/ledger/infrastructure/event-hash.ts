import { createHash } from 'node:crypto';

/**
 * The hash chain of a stream. Each event stores the previous event's hash (32 zero bytes for the
 * first event of a stream) and its own:
 *
 *   hash = sha256(prev_hash ‖ utf8(canonical(event)))
 *
 * The canonical form lists every stored field in a fixed order, each as `<utf-8 byte length>:<text>`
 * (or `~` for null), so no two different events share a canonical form whatever their text holds.
 * The SQL function `ledger_event_hash(...)` in the ledger migration computes exactly the same bytes
 * (a test keeps the two in step); it lets the bench generate a million chained events in SQL and an
 * operator verify a stream from psql.
 */
export const GENESIS_HASH: Buffer = Buffer.alloc(32);

export interface HashedEventFields {
  id: string;
  accountId: string;
  sequence: number;
  type: string;
  amountCents: number;
  balanceAfterCents: number;
  reservedAfterCents: number;
  reservationId: string | null;
  transferId: string | null;
  counterpartyId: string | null;
  idempotencyKey: string;
  keyIndex: number;
  causationId: string | null;
  correlationId: string | null;
  actorId: string | null;
  reason: string | null;
  /** created_at in whole milliseconds since the epoch (the column is written with millisecond precision). */
  createdAtMs: number;
}

const field = (value: string | null): string => (value === null ? '~' : `${Buffer.byteLength(value, 'utf8')}:${value}`);

export function canonicalEvent(e: HashedEventFields): string {
  return (
    field(e.id) +
    field(e.accountId) +
    field(String(e.sequence)) +
    field(e.type) +
    field(String(e.amountCents)) +
    field(String(e.balanceAfterCents)) +
    field(String(e.reservedAfterCents)) +
    field(e.reservationId) +
    field(e.transferId) +
    field(e.counterpartyId) +
    field(e.idempotencyKey) +
    field(String(e.keyIndex)) +
    field(e.causationId) +
    field(e.correlationId) +
    field(e.actorId) +
    field(e.reason) +
    field(String(e.createdAtMs))
  );
}

export function eventHash(prevHash: Buffer, e: HashedEventFields): Buffer {
  return createHash('sha256').update(prevHash).update(canonicalEvent(e), 'utf8').digest();
}
