import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import {
  nextPeriodStart,
  parseUtcDate,
  periodsInRange,
  type FinancePeriodTotal,
  type FinanceRange,
  type FinanceReport,
} from '@reagentswap/contracts';
import { GetAccountUniversitiesQuery, MAX_ACCOUNTS_PER_UNIVERSITY_QUERY, type AccountUniversity } from '../../../identity/index.js';
import { GetLedgerTotalsQuery, GetTransferVolumesQuery } from '../../../ledger/index.js';
import { GetFinanceReportQuery } from './get-finance-report.query.js';
import { universityTotals } from './university-totals.js';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

@QueryHandler(GetFinanceReportQuery)
export class GetFinanceReportHandler implements IQueryHandler<GetFinanceReportQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly em: EntityManager,
  ) {}

  /**
   * Every figure is read from one snapshot (a read-only repeatable-read transaction the modules'
   * queries join): a transfer committing while the report reads cannot make the report and the
   * ledger's total disagree, so a failed check always means a real inconsistency.
   */
  execute({ range }: GetFinanceReportQuery): Promise<FinanceReport> {
    return this.em.transactional(() => this.report(range), { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
  }

  private async report(range: FinanceRange): Promise<FinanceReport> {
    const first = parseUtcDate(range.from);
    const last = parseUtcDate(range.to);
    if (!first || !last) throw new Error('GetFinanceReportQuery needs a checked range');
    const window = { from: first, to: nextPeriodStart(last, 'day') }; // the last day is included
    const [volumes, ledger] = await Promise.all([
      this.queries.execute(new GetTransferVolumesQuery(range.granularity, window)),
      this.queries.execute(new GetLedgerTotalsQuery(window)),
    ]);

    const byStart = new Map(volumes.periods.map((p) => [p.periodStart, p]));
    const periods: FinancePeriodTotal[] = periodsInRange(first, last, range.granularity).map((periodStart) => ({
      periodStart,
      exchangedCents: byStart.get(periodStart)?.transferredCents ?? 0,
      transfers: byStart.get(periodStart)?.transfers ?? 0,
    }));
    const universities = universityTotals(volumes.accounts, await this.universitiesOf(volumes.accounts.map((a) => a.accountId)));

    const totalCents = sum(periods.map((p) => p.exchangedCents));
    const matches =
      totalCents === ledger.transferredCents &&
      sum(universities.map((u) => u.receivedCents)) === totalCents &&
      sum(universities.map((u) => u.paidCents)) === totalCents;
    return {
      ...range,
      periods,
      universities,
      totalCents,
      transfers: sum(periods.map((p) => p.transfers)),
      reconciliation: { reportTotalCents: totalCents, ledgerTotalCents: ledger.transferredCents, matches },
    };
  }

  /** Identity answers in batches of a bounded size, one statement each. */
  private async universitiesOf(accountIds: string[]): Promise<AccountUniversity[]> {
    const found: AccountUniversity[] = [];
    for (let i = 0; i < accountIds.length; i += MAX_ACCOUNTS_PER_UNIVERSITY_QUERY) {
      found.push(
        ...(await this.queries.execute(new GetAccountUniversitiesQuery(accountIds.slice(i, i + MAX_ACCOUNTS_PER_UNIVERSITY_QUERY)))),
      );
    }
    return found;
  }
}
