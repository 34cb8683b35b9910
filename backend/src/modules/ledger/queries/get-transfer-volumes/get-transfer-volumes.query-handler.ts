import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isFinanceGranularity } from '@reagentswap/contracts';
import { LedgerEventType } from '../../domain/credit-account.events.js';
import { sql, toNumber } from '../../infrastructure/sql.js';
import { checkedRange } from '../get-ledger-totals/get-ledger-totals.query.js';
import { GetTransferVolumesQuery, type TransferVolumes } from './get-transfer-volumes.query.js';

const IN = LedgerEventType.CreditsTransferredIn;
const OUT = LedgerEventType.CreditsTransferredOut;

@QueryHandler(GetTransferVolumesQuery)
export class GetTransferVolumesHandler implements IQueryHandler<GetTransferVolumesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ granularity, range }: GetTransferVolumesQuery): Promise<TransferVolumes> {
    // date_trunc's unit cannot be a bound value in a GROUP BY expression: check it, then inline it.
    if (!isFinanceGranularity(granularity)) throw new Error(`Unknown granularity ${String(granularity)}`);
    const { from, to } = checkedRange(range);
    const window = [from.toISOString(), to.toISOString()];
    const [periods, accounts] = await Promise.all([
      sql<{ period: string; cents: string; transfers: string }>(
        this.em,
        `select to_char(date_trunc('${granularity}', created_at at time zone 'UTC'), 'YYYY-MM-DD') as period,
                sum(amount_cents) as cents, count(*) as transfers
           from ledger_events
          where type = ? and created_at >= ?::timestamptz and created_at < ?::timestamptz
          group by 1 order by 1`,
        [IN, ...window],
      ),
      sql<{ account_id: string; received: string; paid: string }>(
        this.em,
        `select account_id,
                coalesce(sum(amount_cents) filter (where type = ?), 0) as received,
                coalesce(-sum(amount_cents) filter (where type = ?), 0) as paid
           from ledger_events
          where type in (?) and created_at >= ?::timestamptz and created_at < ?::timestamptz
          group by account_id`,
        [IN, OUT, [IN, OUT], ...window],
      ),
    ]);
    return {
      periods: periods.map((row) => ({
        periodStart: row.period,
        transferredCents: toNumber(row.cents),
        transfers: toNumber(row.transfers),
      })),
      accounts: accounts.map((row) => ({
        accountId: row.account_id,
        receivedCents: toNumber(row.received),
        paidCents: toNumber(row.paid),
      })),
    };
  }
}
