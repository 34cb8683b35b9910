import { Query } from '@nestjs/cqrs';
import type { FinanceGranularity } from '@reagentswap/contracts';
import type { LedgerTimeRange } from '../get-ledger-totals/get-ledger-totals.query.js';

export interface TransferVolumePeriod {
  /** First day of the UTC period, 'YYYY-MM-DD' (weeks start on Monday). Only periods with transfers. */
  periodStart: string;
  /** Credits that moved (the credit legs), in cents. */
  transferredCents: number;
  transfers: number;
}

export interface TransferVolumeAccount {
  accountId: string;
  receivedCents: number;
  /** Positive: what the account paid. */
  paidCents: number;
}

export interface TransferVolumes {
  periods: TransferVolumePeriod[];
  /** Every account that received or paid in the range. */
  accounts: TransferVolumeAccount[];
}

/**
 * Credits moved by transfers in a bounded time range, summed in SQL per UTC period and per
 * receiving/paying account (integer cents). For the finance report.
 */
export class GetTransferVolumesQuery extends Query<TransferVolumes> {
  constructor(
    readonly granularity: FinanceGranularity,
    readonly range: LedgerTimeRange,
  ) {
    super();
  }
}
