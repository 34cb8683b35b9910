import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { centsToCredits } from '../domain/money.js';
import { ExportCreditHistoryQuery } from '../queries/export-credit-history/export-credit-history.query.js';
import { GetBalanceQuery } from '../queries/get-balance/get-balance.query.js';
import { GetCreditHistoryQuery } from '../queries/get-credit-history/get-credit-history.query.js';
import { BalanceInCreditsDto, HistoryPageInCreditsDto, HistoryQueryDto } from './dtos/credits.dtos.js';
import { sendHistoryCsv } from './history-csv.js';
import { historyFilter, historyItem } from './history-params.js';

export const DEFAULT_PAGE_SIZE = 20;

export const balanceInCredits = (view: { balanceCents: number; reservedCents: number; availableCents: number }): BalanceInCreditsDto => ({
  balance: centsToCredits(view.balanceCents),
  reserved: centsToCredits(view.reservedCents),
  available: centsToCredits(view.availableCents),
});

export async function historyPage(queries: QueryBus, accountId: string, query: HistoryQueryDto): Promise<HistoryPageInCreditsDto> {
  const page = await queries.execute(
    new GetCreditHistoryQuery({ ...historyFilter(accountId, query), page: query.page ?? 1, pageSize: query.pageSize ?? DEFAULT_PAGE_SIZE }),
  );
  return { items: page.items.map(historyItem), page: page.page, pageSize: page.pageSize, total: page.total };
}

export async function historyCsv(queries: QueryBus, res: Response, accountId: string, query: HistoryQueryDto): Promise<void> {
  const lines = await queries.execute(new ExportCreditHistoryQuery(historyFilter(accountId, query)));
  await sendHistoryCsv(res, `credit-history-${new Date().toISOString().slice(0, 10)}.csv`, lines);
}

/** The caller's own credits. There is no way to name another account here. */
@ApiTags('credits')
@ApiBearerAuth()
@Controller('credits')
export class CreditsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('balance')
  @ApiOkResponse({ type: BalanceInCreditsDto })
  async balance(@CurrentUser() user: AuthenticatedUser): Promise<BalanceInCreditsDto> {
    return balanceInCredits(await this.queries.execute(new GetBalanceQuery(user.id)));
  }

  @Get('history')
  @ApiOkResponse({ type: HistoryPageInCreditsDto })
  history(@CurrentUser() user: AuthenticatedUser, @Query() query: HistoryQueryDto): Promise<HistoryPageInCreditsDto> {
    return historyPage(this.queries, user.id, query);
  }

  @Get('history.csv')
  @ApiProduces('text/csv')
  historyCsv(@CurrentUser() user: AuthenticatedUser, @Query() query: HistoryQueryDto, @Res() res: Response): Promise<void> {
    return historyCsv(this.queries, res, user.id, query);
  }
}
