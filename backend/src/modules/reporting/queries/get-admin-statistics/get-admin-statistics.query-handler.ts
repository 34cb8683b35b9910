import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager, IsolationLevel } from '@mikro-orm/postgresql';
import { CountReagentsQuery } from '../../../catalog/index.js';
import { CountMembersQuery } from '../../../identity/index.js';
import { centsToCredits, GetLedgerTotalsQuery } from '../../../ledger/index.js';
import { CountAllMessagesQuery } from '../../../messaging/index.js';
import { CountAllSwapsQuery } from '../../../swaps/index.js';
import { GetAdminStatisticsQuery, type AdminStatistics } from './get-admin-statistics.query.js';

/**
 * Reads every module's own queries; nothing here owns data.
 *
 * Credits exchanged come from the ledger (the credit legs of its transfers, which only a completed
 * swap makes), so the card agrees with the finance report and the ledger audit. All figures are
 * read from one snapshot (a read-only repeatable-read transaction the modules' queries join): a
 * swap completing meanwhile cannot be counted as completed without its credits, or the reverse.
 */
@QueryHandler(GetAdminStatisticsQuery)
export class GetAdminStatisticsHandler implements IQueryHandler<GetAdminStatisticsQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly em: EntityManager,
  ) {}

  execute(): Promise<AdminStatistics> {
    return this.em.transactional(() => this.statistics(), { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
  }

  private async statistics(): Promise<AdminStatistics> {
    const [members, ledger, reagents, swaps, messages] = await Promise.all([
      this.queries.execute(new CountMembersQuery()),
      this.queries.execute(new GetLedgerTotalsQuery()),
      this.queries.execute(new CountReagentsQuery()),
      this.queries.execute(new CountAllSwapsQuery()),
      this.queries.execute(new CountAllMessagesQuery()),
    ]);
    return {
      totalUsers: members.activeMembers,
      totalReagents: reagents.total,
      totalSwapsCompleted: swaps.completed,
      totalCreditsExchanged: centsToCredits(ledger.transferredCents),
      totalMessagesSent: messages.total,
      totalSwapRequests: swaps.requests,
      totalReagentSwaps: swaps.completedReagentSwaps,
    };
  }
}
