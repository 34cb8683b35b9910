import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CommunityController } from './http/community.controller.js';
import { GetCommunityFiltersHandler } from './queries/get-community-filters/get-community-filters.query-handler.js';
import { GetPublicProfileHandler } from './queries/get-public-profile/get-public-profile.query-handler.js';
import { ListCommunityProfilesHandler } from './queries/list-community-profiles/list-community-profiles.query-handler.js';

const httpControllers = [CommunityController];
const queryHandlers = [ListCommunityProfilesHandler, GetCommunityFiltersHandler, GetPublicProfileHandler];

/** The member directory and public profiles (issue 17 item 4: out of identity, ADR 0024). Reads identity's published view; owns no data. */
@Module({
  imports: [CqrsModule],
  controllers: httpControllers,
  providers: [...queryHandlers],
})
export class CommunityModule {}
