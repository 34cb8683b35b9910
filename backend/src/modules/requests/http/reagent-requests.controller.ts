import { Body, Controller, Delete, Get, Param, Patch, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  asCasNumber,
  REQUEST_MESSAGES,
  type ReagentRequestDeleted,
  type ReagentRequestPage,
  type ReagentRequestView,
  type RequestMatchView,
} from '@reagentswap/contracts';
import { CurrentUser, WhenSignedOut, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { RateLimited } from '../../../shared/http/rate-limit.js';
import { CreateReagentRequestCommand } from '../commands/create-reagent-request/create-reagent-request.command.js';
import { DeleteReagentRequestCommand } from '../commands/delete-reagent-request/delete-reagent-request.command.js';
import { EditReagentRequestCommand } from '../commands/edit-reagent-request/edit-reagent-request.command.js';
import { MarkRequestFulfilledCommand } from '../commands/mark-request-fulfilled/mark-request-fulfilled.command.js';
import { BrowseReagentRequestsQuery } from '../queries/browse-reagent-requests/browse-reagent-requests.query.js';
import { GetReagentRequestQuery } from '../queries/get-reagent-request/get-reagent-request.query.js';
import { ListRequestMatchesQuery } from '../queries/list-request-matches/list-request-matches.query.js';
import { ReagentRequestBodyDto, ReagentRequestQueryDto } from './dtos/reagent-request.dtos.js';

/** Requested Reagents (spec §2): every route needs a signed-in member (spec §6: listing needs login). */
@ApiTags('reagent-requests')
@ApiBearerAuth()
@Controller('reagent-requests')
export class ReagentRequestsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  list(@Query() dto: ReagentRequestQueryDto): Promise<ReagentRequestPage> {
    return this.queries.execute(
      new BrowseReagentRequestsQuery(
        { search: dto.search, categoryId: dto.category, location: dto.location, casNumber: asCasNumber(dto.cas) ?? undefined },
        { cursor: dto.cursor, limit: dto.limit },
      ),
    );
  }

  @Get(':id')
  detail(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ReagentRequestView> {
    return this.queries.execute(new GetReagentRequestQuery(id, user.id));
  }

  /** The listings that match the request now (ADR 0026): the request page shows them right after posting. */
  @Get(':id/matches')
  matches(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<RequestMatchView[]> {
    return this.queries.execute(new ListRequestMatchesQuery(id, user.id));
  }

  /** The requester marks the request fulfilled (from its matches): it leaves the list and matches nothing more. */
  @Post(':id/fulfilled')
  @RateLimited('write')
  markFulfilled(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ReagentRequestView> {
    return this.commands.execute(new MarkRequestFulfilledCommand(user.id, id));
  }

  @Post()
  @RateLimited('write')
  @WhenSignedOut(REQUEST_MESSAGES.signInToSubmit)
  create(@CurrentUser() user: AuthenticatedUser, @Body() body: ReagentRequestBodyDto): Promise<ReagentRequestView> {
    return this.commands.execute(new CreateReagentRequestCommand(user.id, body));
  }

  @Patch(':id')
  @RateLimited('write')
  edit(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string, @Body() body: ReagentRequestBodyDto): Promise<ReagentRequestView> {
    return this.commands.execute(new EditReagentRequestCommand(user.id, id, body));
  }

  @Delete(':id')
  @RateLimited('write')
  remove(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<ReagentRequestDeleted> {
    return this.commands.execute(new DeleteReagentRequestCommand(user.id, id));
  }
}
