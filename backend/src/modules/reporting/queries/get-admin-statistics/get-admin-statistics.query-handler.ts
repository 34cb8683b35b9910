import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CountReagentsQuery } from '../../../catalog/index.js';
import { CountMembersQuery } from '../../../identity/index.js';
import { centsToCredits, GetLedgerTotalsQuery } from '../../../ledger/index.js';
import { GetAdminStatisticsQuery, type AdminStatistics } from './get-admin-statistics.query.js';

/**
 * Reads every module's own queries; nothing here owns data. Swaps and messaging do not exist yet,
 * so their cards read 0 until those modules publish their counting queries.
 */
@QueryHandler(GetAdminStatisticsQuery)
export class GetAdminStatisticsHandler implements IQueryHandler<GetAdminStatisticsQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute(): Promise<AdminStatistics> {
    const [members, ledger, reagents] = await Promise.all([
      this.queries.execute(new CountMembersQuery()),
      this.queries.execute(new GetLedgerTotalsQuery()),
      this.queries.execute(new CountReagentsQuery()),
    ]);
    return {
      totalUsers: members.activeMembers,
      totalReagents: reagents.total,
      totalSwapsCompleted: 0,
      totalCreditsExchanged: centsToCredits(ledger.transferredCents),
      totalMessagesSent: 0,
      totalSwapRequests: 0,
      totalReagentSwaps: 0,
    };
  }
}
