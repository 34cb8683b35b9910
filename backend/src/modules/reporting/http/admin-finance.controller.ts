import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FinanceReport } from '@reagentswap/contracts';
import type { Response } from 'express';
import { AdminOnly } from '../../../shared/auth/auth.decorators.js';
import { sendCsv } from '../../../shared/csv/csv-download.js';
import { GetFinanceReportQuery } from '../queries/get-finance-report/get-finance-report.query.js';
import { FinanceQueryDto } from './dtos/finance-query.dto.js';
import { FINANCE_CSV_HEADERS, financeCsvRows } from './finance-csv.js';
import { financeRange } from './finance-range.js';

/** The admin Finance page: `?granularity=day|week|month&from=YYYY-MM-DD&to=YYYY-MM-DD` (UTC days, inclusive). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin')
export class AdminFinanceController {
  constructor(private readonly queries: QueryBus) {}

  @Get('finance')
  finance(@Query() query: FinanceQueryDto): Promise<FinanceReport> {
    return this.queries.execute(new GetFinanceReportQuery(financeRange(query)));
  }

  @Get('finance.csv')
  @ApiProduces('text/csv')
  async financeCsv(@Query() query: FinanceQueryDto, @Res() res: Response): Promise<void> {
    const range = financeRange(query);
    const report = await this.queries.execute(new GetFinanceReportQuery(range));
    await sendCsv(res, `finance-${range.granularity}-${range.from}-to-${range.to}.csv`, FINANCE_CSV_HEADERS, financeCsvRows(report));
  }
}
