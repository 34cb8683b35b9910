import type { CreditAccountState } from '../domain/credit-account.decider.js';
import { initialState } from '../domain/credit-account.decider.js';
import { GENESIS_HASH } from './event-hash.js';
import { toNumber } from './sql.js';

/**
 * The `credit_balances` projection: one row per account stream, written in the same transaction as
 * the events it reflects. Besides the balances it keeps the stream head (last sequence and hash),
 * so an append needs no read of the events table, and the open reservations, so the rules can be
 * checked from this row alone. `version` counts the commands applied to the account (one per
 * idempotency key), which a rebuild can recompute from the events.
 */
export interface StreamHead {
  state: CreditAccountState;
  version: number;
  lastSequence: number;
  lastHash: Buffer;
}

export interface BalanceRow {
  account_id: string;
  balance_cents: string | number;
  reserved_cents: string | number;
  version: string | number;
  last_sequence: string | number;
  last_hash: Buffer;
  reservations: Record<string, number> | null;
}

export const BALANCE_COLUMNS = 'account_id, balance_cents, reserved_cents, version, last_sequence, last_hash, reservations';

export const emptyStream = (): StreamHead => ({ state: initialState, version: 0, lastSequence: 0, lastHash: GENESIS_HASH });

export function headFromRow(row: BalanceRow): StreamHead {
  return {
    state: {
      opened: toNumber(row.last_sequence) > 0,
      balanceCents: toNumber(row.balance_cents),
      reservedCents: toNumber(row.reserved_cents),
      reservations: row.reservations ?? {},
    },
    version: toNumber(row.version),
    lastSequence: toNumber(row.last_sequence),
    lastHash: row.last_hash,
  };
}

/** Upsert of projection rows; `version` is written as given (the caller knows the new value). */
export const UPSERT_BALANCES = (rows: number) => `insert into credit_balances (${BALANCE_COLUMNS}, updated_at) values ${Array.from(
  { length: rows },
  () => '(?, ?, ?, ?, ?, ?, ?::jsonb, now())',
).join(', ')}
  on conflict (account_id) do update set
    balance_cents = excluded.balance_cents, reserved_cents = excluded.reserved_cents, version = excluded.version,
    last_sequence = excluded.last_sequence, last_hash = excluded.last_hash, reservations = excluded.reservations,
    updated_at = excluded.updated_at`;

export const balanceValues = (accountId: string, head: StreamHead): unknown[] => [
  accountId,
  head.state.balanceCents,
  head.state.reservedCents,
  head.version,
  head.lastSequence,
  head.lastHash,
  JSON.stringify(head.state.reservations),
];

export const sameReservations = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>): boolean => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => b[k] === a[k]);
};
