import { Query } from '@nestjs/cqrs';
import type { AdminStatistics } from '@reagentswap/contracts';

/** The admin panel's seven statistic cards (spec §3 "Admin statistics"), the shared contract. */
export type { AdminStatistics };

export class GetAdminStatisticsQuery extends Query<AdminStatistics> {}
