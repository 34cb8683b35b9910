import { Query } from '@nestjs/cqrs';

/** The admin panel's seven statistic cards (spec §3 "Admin statistics"). */
export interface AdminStatistics {
  totalUsers: number;
  totalReagents: number;
  totalSwapsCompleted: number;
  totalCreditsExchanged: number;
  totalMessagesSent: number;
  totalSwapRequests: number;
  totalReagentSwaps: number;
}

export class GetAdminStatisticsQuery extends Query<AdminStatistics> {}
