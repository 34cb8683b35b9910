import { IsolationLevel, type EntityManager } from '@mikro-orm/postgresql';
import type { QueryBus } from '@nestjs/cqrs';
import { GetAccountUniversitiesQuery } from '../../../identity/index.js';
import { GetLedgerTotalsQuery, GetTransferVolumesQuery, type LedgerTotals, type TransferVolumes } from '../../../ledger/index.js';
import { GetFinanceReportHandler } from './get-finance-report.query-handler.js';
import { GetFinanceReportQuery } from './get-finance-report.query.js';

/** The handler over canned module answers; the database parts are covered by admin-finance.int.spec.ts. */
function handlerWith(volumes: TransferVolumes, ledger: LedgerTotals) {
  const transactions: unknown[] = [];
  const queries = {
    execute: (query: unknown) => {
      if (query instanceof GetTransferVolumesQuery) return Promise.resolve(volumes);
      if (query instanceof GetLedgerTotalsQuery) return Promise.resolve(ledger);
      if (query instanceof GetAccountUniversitiesQuery) {
        return Promise.resolve(query.accountIds.map((accountId) => ({ accountId, universityId: 'u1', universityName: 'Uni' })));
      }
      throw new Error('unexpected query');
    },
  } as unknown as QueryBus;
  const em = {
    transactional: (work: () => Promise<unknown>, options: unknown) => {
      transactions.push(options);
      return work();
    },
  } as unknown as EntityManager;
  return { handler: new GetFinanceReportHandler(queries, em), transactions };
}

const range = { granularity: 'week' as const, from: '2026-11-04', to: '2026-11-17' };
const volumes: TransferVolumes = {
  periods: [{ periodStart: '2026-11-09', transferredCents: 1_001, transfers: 2 }],
  accounts: [
    { accountId: 'a', receivedCents: 0, paidCents: 1_001 },
    { accountId: 'b', receivedCents: 1_001, paidCents: 0 },
  ],
};

describe('GetFinanceReportHandler', () => {
  it('fills every period of the range, empty ones with 0, and passes the check when the ledger agrees', async () => {
    const { handler, transactions } = handlerWith(volumes, { transferredCents: 1_001, transferCount: 2 });
    const report = await handler.execute(new GetFinanceReportQuery(range));
    expect(report.periods).toEqual([
      { periodStart: '2026-11-02', exchangedCents: 0, transfers: 0 },
      { periodStart: '2026-11-09', exchangedCents: 1_001, transfers: 2 },
      { periodStart: '2026-11-16', exchangedCents: 0, transfers: 0 },
    ]);
    expect(report.reconciliation).toEqual({ reportTotalCents: 1_001, ledgerTotalCents: 1_001, matches: true });
    // One snapshot for every figure.
    expect(transactions).toEqual([{ isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true }]);
  });

  it('fails the check, with both figures, when the ledger total differs by a cent', async () => {
    const { handler } = handlerWith(volumes, { transferredCents: 1_002, transferCount: 2 });
    const report = await handler.execute(new GetFinanceReportQuery(range));
    expect(report.reconciliation).toEqual({ reportTotalCents: 1_001, ledgerTotalCents: 1_002, matches: false });
  });

  it('fails the check when the universities do not add up to the total', async () => {
    const lopsided = { ...volumes, accounts: [{ accountId: 'b', receivedCents: 1_001, paidCents: 0 }] };
    const { handler } = handlerWith(lopsided, { transferredCents: 1_001, transferCount: 2 });
    expect((await handler.execute(new GetFinanceReportQuery(range))).reconciliation.matches).toBe(false);
  });
});
