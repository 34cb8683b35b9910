import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AdminStatistics } from '@reagentswap/contracts';
import { AdminOnly } from '../../../shared/auth/auth.decorators.js';
import { GetAdminStatisticsQuery } from '../queries/get-admin-statistics/get-admin-statistics.query.js';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/statistics')
export class AdminStatisticsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  statistics(): Promise<AdminStatistics> {
    return this.queries.execute(new GetAdminStatisticsQuery());
  }
}
