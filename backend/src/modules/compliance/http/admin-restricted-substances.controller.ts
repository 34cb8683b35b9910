import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { RefusedAttemptPage, RestrictedListView } from '@reagentswap/contracts';
import { AdminOnly } from '../../../shared/auth/auth.decorators.js';
import { KeysetPageDto } from '../../../shared/listing/keyset-listing.dto.js';
import { GetRestrictedListQuery } from '../queries/get-restricted-list/get-restricted-list.query.js';
import { ListRefusedAttemptsQuery, REFUSED_ATTEMPT_LIMITS } from '../queries/list-refused-attempts/list-refused-attempts.query.js';

class RefusedAttemptsParamsDto extends KeysetPageDto(REFUSED_ATTEMPT_LIMITS) {}

/** The admin panel's Restricted Substances tab: the list in force and the refused attempts. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/restricted-substances')
export class AdminRestrictedSubstancesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(): Promise<RestrictedListView> {
    return this.queries.execute(new GetRestrictedListQuery());
  }

  @Get('refusals')
  refusals(@Query() dto: RefusedAttemptsParamsDto): Promise<RefusedAttemptPage> {
    return this.queries.execute(new ListRefusedAttemptsQuery({ cursor: dto.cursor, limit: dto.limit }));
  }
}
