import { pgError } from './sql.js';

export const IDEMPOTENCY_CONSTRAINT = 'ledger_events_idempotency';
/** Someone else appended to the stream (or opened the account) between our read and our write. */
const POSITION_CONSTRAINTS = new Set(['ledger_events_stream_position', 'credit_balances_pkey']);

/**
 * A write that lost a race to another one (the stream's position or the account taken, a deadlock,
 * a serialization failure; the same key committed first): nothing of it stands, and the same
 * command run again, on the new state, settles it. A caller whose transaction a ledger command
 * joined runs the whole transaction again on these (its ledger commands are idempotent by key).
 */
export function isLedgerWriteConflict(error: unknown): boolean {
  const { code, constraint } = pgError(error);
  if (code === '40P01' || code === '40001') return true;
  return code === '23505' && (POSITION_CONSTRAINTS.has(constraint ?? '') || constraint === IDEMPOTENCY_CONSTRAINT);
}
