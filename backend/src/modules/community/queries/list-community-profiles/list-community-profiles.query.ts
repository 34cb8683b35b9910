import { Query } from '@nestjs/cqrs';
import { PAGE_SIZES, type Page } from '@reagentswap/contracts';
import type { CommunityProfileView } from '../community-profile.view.js';

export interface CommunityFilter {
  search?: string;
  /** Exact country; 'all-countries' or empty = no filter. */
  country?: string;
  /** Exact university name; 'all-universities' or empty = no filter. */
  university?: string;
  /** One comma-separated expertise item, case-insensitive; 'all-expertise' or empty = no filter. */
  expertise?: string;
  page?: number;
  pageSize?: number;
}

export const COMMUNITY_PAGE = PAGE_SIZES.community;

export class ListCommunityProfilesQuery extends Query<Page<CommunityProfileView>> {
  constructor(readonly filter: CommunityFilter) {
    super();
  }
}
