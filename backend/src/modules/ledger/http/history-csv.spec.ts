import { csvRow } from './history-csv.js';
import { historyFilter } from './history-params.js';

// The rule itself is tested with its code, in shared/csv/csv-cell.spec.ts.
describe('credit history CSV: spreadsheet formula injection', () => {
  it('neutralises every free-text column of a row', () => {
    const row = csvRow({
      id: 'e',
      accountId: 'a',
      sequence: 3,
      type: 'ledger.credits-adjusted',
      amountCents: -1_250,
      balanceAfterCents: 5,
      reservedAfterCents: 0,
      reservationId: null,
      transferId: null,
      counterpartyId: null,
      causationId: '=evil',
      correlationId: '+evil',
      source: null,
      actorId: null,
      reason: '@evil',
      createdAt: '2026-11-22T10:00:00.000Z',
    });
    expect(row).toEqual([
      '2026-11-22T10:00:00.000Z',
      'ledger.credits-adjusted',
      '-12.50',
      '0.05',
      "'@evil",
      '',
      "'=evil",
      "'+evil",
      '',
      '3',
      'e',
    ]);
  });
});

describe('history filter parameters', () => {
  const id = '00000000-0000-4000-8000-000000000001';
  it('reads date-only bounds as whole UTC days, inclusive', () => {
    const f = historyFilter(id, { from: '2026-01-01', to: '2026-01-31' });
    expect(f.from?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(f.to?.toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });
  it('accepts full and short type names, and the transfer as both legs', () => {
    expect(historyFilter(id, { type: 'credits-granted, ledger.credits-adjusted' }).types).toEqual([
      'ledger.credits-granted',
      'ledger.credits-adjusted',
    ]);
    expect(historyFilter(id, { type: 'ledger.credits-transferred' }).types).toEqual([
      'ledger.credits-transferred-out',
      'ledger.credits-transferred-in',
    ]);
  });
  it('rejects unknown types and unreadable dates', () => {
    expect(() => historyFilter(id, { type: 'x' })).toThrow('Unknown credit history type "x"');
    expect(() => historyFilter(id, { from: '01/02/2026' })).toThrow(/from must be a date/);
  });
});
