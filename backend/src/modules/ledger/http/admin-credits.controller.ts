import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, Headers, HttpCode, Param, ParseUUIDPipe, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuditReport, MemberCreditBalance, RebuildSummary } from '@reagentswap/contracts';
import type { Response } from 'express';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { AdjustBalanceCommand } from '../commands/adjust-balance/adjust-balance.command.js';
import { ADJUSTMENT_REASON_REQUIRED } from '../commands/adjust-balance/adjust-balance.handler.js';
import { RebuildCreditBalancesCommand } from '../commands/rebuild-balances/rebuild-balances.command.js';
import { creditsToCents } from '../domain/money.js';
import { AuditLedgerQuery } from '../queries/audit-ledger/audit-ledger.query.js';
import { GetBalanceQuery } from '../queries/get-balance/get-balance.query.js';
import { GetBalancesQuery } from '../queries/get-balances/get-balances.query.js';
import { balanceInCredits, historyCsv, historyPage } from './credits.controller.js';
import { AdjustBalanceInCreditsDto, BalanceInCreditsDto, HistoryPageInCreditsDto, HistoryQueryDto } from './dtos/credits.dtos.js';

const CLIENT_KEY = /^[\x21-\x7e]{1,120}$/;

/** Any account's credits, the admin panel's balance edit, the audit and the projection rebuild. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/credits')
export class AdminCreditsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('audit')
  audit(): Promise<AuditReport> {
    return this.queries.execute(new AuditLedgerQuery());
  }

  @Post('rebuild')
  @HttpCode(200)
  rebuild(@CurrentUser() admin: AuthenticatedUser): Promise<RebuildSummary> {
    return this.commands.execute(new RebuildCreditBalancesCommand(admin.id));
  }

  /** Balances of several members at once (the admin user table): `?userIds=a,b,c`, at most 200. */
  @Get('balances')
  async balances(@Query('userIds') userIds = ''): Promise<MemberCreditBalance[]> {
    const views = await this.queries.execute(
      new GetBalancesQuery(
        userIds
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    );
    return views.map((view) => ({ userId: view.accountId, ...balanceInCredits(view) }));
  }

  @Get(':userId/balance')
  @ApiOkResponse({ type: BalanceInCreditsDto })
  async balance(@Param('userId', new ParseUUIDPipe()) userId: string): Promise<BalanceInCreditsDto> {
    return balanceInCredits(await this.queries.execute(new GetBalanceQuery(userId)));
  }

  @Get(':userId/history')
  @ApiOkResponse({ type: HistoryPageInCreditsDto })
  history(@Param('userId', new ParseUUIDPipe()) userId: string, @Query() query: HistoryQueryDto): Promise<HistoryPageInCreditsDto> {
    return historyPage(this.queries, userId, query);
  }

  @Get(':userId/history.csv')
  @ApiProduces('text/csv')
  historyCsv(@Param('userId', new ParseUUIDPipe()) userId: string, @Query() query: HistoryQueryDto, @Res() res: Response): Promise<void> {
    return historyCsv(this.queries, res, userId, query);
  }

  /**
   * The admin panel's pencil edit: set a new balance, with a reason. Recorded as a
   * `ledger.credits-adjusted` event with the signed difference. A retry carrying the same
   * Idempotency-Key header returns the first result instead of adjusting again.
   */
  @Post(':userId/adjust')
  @HttpCode(200)
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiOkResponse({ type: BalanceInCreditsDto })
  async adjust(
    @CurrentUser() admin: AuthenticatedUser,
    @Param('userId', new ParseUUIDPipe()) userId: string,
    @Body() body: AdjustBalanceInCreditsDto,
    @Headers('idempotency-key') clientKey?: string,
  ): Promise<BalanceInCreditsDto> {
    if (clientKey !== undefined && !CLIENT_KEY.test(clientKey)) {
      throw ValidationFailedError.of('Idempotency-Key', 'The Idempotency-Key header must be 1–120 visible ASCII characters');
    }
    if (!body.reason?.trim()) throw ValidationFailedError.of('reason', ADJUSTMENT_REASON_REQUIRED);
    const newBalanceCents = creditsToCents(body.newBalance, 'newBalance');
    // Keys are scoped to the admin, so two admins' keys never collide.
    const idempotencyKey = `admin-adjust:${admin.id}:${clientKey ?? randomUUID()}`;
    const receipt = await this.commands.execute(
      new AdjustBalanceCommand({ accountId: userId, newBalanceCents, reason: body.reason, idempotencyKey, actorId: admin.id }),
    );
    return balanceInCredits(receipt.balances[0]);
  }
}
