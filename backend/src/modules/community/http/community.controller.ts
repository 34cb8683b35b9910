import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { CommunityFilters, CommunityPage, CommunityProfile } from '@reagentswap/contracts';
import { CurrentUser, type AuthenticatedUser } from '../../../shared/auth/auth.decorators.js';
import { GetCommunityFiltersQuery } from '../queries/get-community-filters/get-community-filters.query.js';
import { GetPublicProfileQuery } from '../queries/get-public-profile/get-public-profile.query.js';
import { ListCommunityProfilesQuery } from '../queries/list-community-profiles/list-community-profiles.query.js';
import { CommunityQueryDto } from './dtos/community.dtos.js';

/** The community directory and public profiles (signed-in routes; only public fields, never e-mail). */
@ApiTags('community')
@ApiBearerAuth()
@Controller('community')
export class CommunityController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list(@Query() query: CommunityQueryDto): Promise<CommunityPage> {
    return this.queries.execute(new ListCommunityProfilesQuery(query));
  }

  @Get('filters')
  filters(): Promise<CommunityFilters> {
    return this.queries.execute(new GetCommunityFiltersQuery());
  }

  @Get('profiles/:userId')
  profile(@CurrentUser() viewer: AuthenticatedUser, @Param('userId') userId: string): Promise<CommunityProfile> {
    return this.queries.execute(new GetPublicProfileQuery(userId, viewer.isAdmin));
  }
}
