import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { LedgerEventType } from '../../domain/credit-account.events.js';
import { sql, toNumber } from '../../infrastructure/sql.js';
import { checkedRange, GetLedgerTotalsQuery, type LedgerTotals } from './get-ledger-totals.query.js';

@QueryHandler(GetLedgerTotalsQuery)
export class GetLedgerTotalsHandler implements IQueryHandler<GetLedgerTotalsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ range }: GetLedgerTotalsQuery): Promise<LedgerTotals> {
    const window = range ? checkedRange(range) : undefined;
    const [row] = await sql<{ cents: string | null; transfers: string }>(
      this.em,
      `select sum(amount_cents) as cents, count(*) as transfers from ledger_events where type = ?${
        window ? ' and created_at >= ?::timestamptz and created_at < ?::timestamptz' : ''
      }`,
      [LedgerEventType.CreditsTransferredIn, ...(window ? [window.from.toISOString(), window.to.toISOString()] : [])],
    );
    return { transferredCents: toNumber(row?.cents ?? 0), transferCount: toNumber(row?.transfers ?? 0) };
  }
}
