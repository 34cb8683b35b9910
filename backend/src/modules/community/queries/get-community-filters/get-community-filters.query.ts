import { Query } from '@nestjs/cqrs';
import type { CommunityFilters } from '@reagentswap/contracts';

export type CommunityFiltersView = CommunityFilters;

export class GetCommunityFiltersQuery extends Query<CommunityFiltersView> {}
