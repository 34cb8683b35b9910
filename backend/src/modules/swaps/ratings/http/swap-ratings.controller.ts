import { Body, Controller, Get, Param, Post, Put, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { MemberRatingSummary, SwapRatingView, SwapRatingsView } from '@reagentswap/contracts';
import { CurrentUser, type AuthenticatedUser } from '../../../../shared/auth/auth.decorators.js';
import { RateSwapPartyCommand } from '../commands/rate-swap-party.command.js';
import { GetRatingSummariesQuery } from '../queries/get-rating-summaries.query.js';
import { GetSwapRatingsQuery } from '../queries/get-swap-ratings.query.js';
import { RateSwapDto, RatingSummariesQueryDto } from './rating.dtos.js';

/** Ratings after a swap (issue 19 item 4): only the swap's parties see or give them; anyone else gets 404. */
@ApiTags('ratings')
@ApiBearerAuth()
@Controller()
export class SwapRatingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('swaps/:id/ratings')
  list(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SwapRatingsView> {
    return this.queries.execute(new GetSwapRatingsQuery(id, user.id));
  }

  @Post('swaps/:id/rating')
  create(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: RateSwapDto): Promise<SwapRatingView> {
    return this.commands.execute(new RateSwapPartyCommand(user.id, id, 'create', body.stars, body.comment));
  }

  @Put('swaps/:id/rating')
  edit(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: RateSwapDto): Promise<SwapRatingView> {
    return this.commands.execute(new RateSwapPartyCommand(user.id, id, 'edit', body.stars, body.comment));
  }

  /** What profiles and reagent cards show: average, count and median response time per member. */
  @Get('ratings/summaries')
  summaries(@Query() query: RatingSummariesQueryDto): Promise<MemberRatingSummary[]> {
    return this.queries.execute(new GetRatingSummariesQuery(query.members));
  }
}
