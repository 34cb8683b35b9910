import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  SWAP_LIST_PAGE,
  SWAP_MESSAGES,
  type Page,
  type SwapApprovedResult,
  type SwapCountsView,
  type SwapCreatedResult,
  type SwapRequestDetailView,
  type SwapRequestView,
} from '@reagentswap/contracts';
import type { Response } from 'express';
import { CurrentUser, WhenSignedOut, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { ApproveSwapCommand } from '../commands/approve-swap/approve-swap.command.js';
import { AnswerCounterOfferCommand } from '../commands/answer-counter-offer/answer-counter-offer.command.js';
import { CancelSwapCommand } from '../commands/cancel-swap/cancel-swap.command.js';
import { CompleteSwapCommand } from '../commands/complete-swap/complete-swap.command.js';
import { CounterSwapOfferCommand } from '../commands/counter-swap-offer/counter-swap-offer.command.js';
import { CreateSwapRequestCommand } from '../commands/create-swap-request/create-swap-request.command.js';
import { EditSwapRequestCommand } from '../commands/edit-swap-request/edit-swap-request.command.js';
import { MarkSwapShippedCommand } from '../commands/mark-swap-shipped/mark-swap-shipped.command.js';
import { RejectSwapCommand } from '../commands/reject-swap/reject-swap.command.js';
import { CountSwapRequestsQuery } from '../queries/count-swap-requests/count-swap-requests.query.js';
import { GetSwapRequestQuery } from '../queries/get-swap-request/get-swap-request.query.js';
import { ListSwapRequestsQuery } from '../queries/list-swap-requests/list-swap-requests.query.js';
import { CounterOfferDto, CreateSwapRequestDto, EditSwapRequestDto, SwapDecisionDto, SwapListQueryDto } from './dtos/swap.dtos.js';

/**
 * Swap requests (spec §2 Request Swap, Swap request detail, the Swap Requests tab and its dialogs).
 * Every route answers only the swap's requester and owner: anyone else gets 404.
 */
@ApiTags('swaps')
@ApiBearerAuth()
@Controller('swaps')
export class SwapsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @WhenSignedOut(SWAP_MESSAGES.signInToCreate)
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: CreateSwapRequestDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<SwapCreatedResult> {
    const result = await this.commands.execute(new CreateSwapRequestCommand(user.id, body));
    // 201 for a new request; 200 with the one that exists (duplicate check, double submit).
    res.status(result.created ? 201 : 200);
    return result;
  }

  @Get()
  list(@CurrentUser() user: AuthenticatedUser, @Query() query: SwapListQueryDto): Promise<Page<SwapRequestView>> {
    const page = { page: query.page ?? 1, pageSize: query.pageSize ?? SWAP_LIST_PAGE.pageSize };
    return this.queries.execute(new ListSwapRequestsQuery(user.id, query.box, query.section, page));
  }

  @Get('counts')
  counts(@CurrentUser() user: AuthenticatedUser): Promise<SwapCountsView> {
    return this.queries.execute(new CountSwapRequestsQuery(user.id));
  }

  @Get(':id')
  detail(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SwapRequestDetailView> {
    return this.queries.execute(new GetSwapRequestQuery(id, user.id));
  }

  @Patch(':id')
  edit(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: EditSwapRequestDto): Promise<SwapRequestDetailView> {
    return this.commands.execute(new EditSwapRequestCommand(user.id, id, body.creditOffer, body.message));
  }

  @Post(':id/approve')
  @HttpCode(200)
  approve(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: SwapDecisionDto): Promise<SwapApprovedResult> {
    return this.commands.execute(new ApproveSwapCommand(user.id, id, body.message));
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: SwapDecisionDto): Promise<SwapRequestDetailView> {
    return this.commands.execute(new RejectSwapCommand(user.id, id, body.message));
  }

  /** The owner counters a pending credit offer, or the requester counters the owner's counter back (ADR 0027). */
  @Post(':id/counter')
  @HttpCode(200)
  counter(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: CounterOfferDto): Promise<SwapRequestDetailView> {
    return this.commands.execute(new CounterSwapOfferCommand(user.id, id, body.credits, body.message));
  }

  /** The requester accepts the owner's counter-offer: approved at its amount, reserved now. */
  @Post(':id/counter/accept')
  @HttpCode(200)
  acceptCounter(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SwapRequestDetailView> {
    return this.commands.execute(new AnswerCounterOfferCommand(user.id, id, 'accept'));
  }

  /** The requester declines the owner's counter-offer: the swap is cancelled. */
  @Post(':id/counter/decline')
  @HttpCode(200)
  declineCounter(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SwapRequestDetailView> {
    return this.commands.execute(new AnswerCounterOfferCommand(user.id, id, 'decline'));
  }

  @Post(':id/cancel')
  @HttpCode(200)
  cancel(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SwapRequestDetailView> {
    return this.commands.execute(new CancelSwapCommand(user.id, id));
  }

  @Post(':id/ship')
  @HttpCode(200)
  ship(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SwapRequestDetailView> {
    return this.commands.execute(new MarkSwapShippedCommand(user.id, id));
  }

  @Post(':id/complete')
  @HttpCode(200)
  complete(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<SwapRequestDetailView> {
    return this.commands.execute(new CompleteSwapCommand(user.id, id));
  }
}
