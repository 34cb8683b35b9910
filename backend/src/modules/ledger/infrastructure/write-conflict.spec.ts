import { isLedgerWriteConflict } from './write-conflict.js';

const pg = (code: string, constraint?: string) => Object.assign(new Error(`pg ${code}`), { code, constraint });

describe('isLedgerWriteConflict: a lost race, settled by running the command (or its caller) again', () => {
  it('is a deadlock, a serialization failure, or a unique violation of a stream position, an account or a key', () => {
    expect(isLedgerWriteConflict(pg('40P01'))).toBe(true);
    expect(isLedgerWriteConflict(pg('40001'))).toBe(true);
    expect(isLedgerWriteConflict(pg('23505', 'ledger_events_stream_position'))).toBe(true);
    expect(isLedgerWriteConflict(pg('23505', 'credit_balances_pkey'))).toBe(true);
    expect(isLedgerWriteConflict(pg('23505', 'ledger_events_idempotency'))).toBe(true);
  });

  it('is not any other error: another constraint, a check, a domain error', () => {
    expect(isLedgerWriteConflict(pg('23505', 'swap_requests_pkey'))).toBe(false);
    expect(isLedgerWriteConflict(pg('23514', 'credit_balances_balance_check'))).toBe(false);
    expect(isLedgerWriteConflict(new Error('Insufficient credits'))).toBe(false);
  });
});
