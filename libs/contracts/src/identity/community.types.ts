import type { Page } from '../shared/paging.js';
import type { MemberIdentityFields } from './profile.types.js';

/** What any signed-in member may see of another (never the e-mail address, settings or status). */
export interface CommunityProfile extends MemberIdentityFields {
  /** Already normalised by the server (https:// added); null when absent or unusable. */
  linkedinUrl: string | null;
  websiteUrl: string | null;
  memberSince: string;
}

export type CommunityPage = Page<CommunityProfile>;

/** GET /api/community/filters: the values the directory's filters offer. */
export interface CommunityFilters {
  countries: string[];
  universities: string[];
  expertise: string[];
}

/** Filter "all" values (spec §5). */
export const ALL_COUNTRIES = 'all-countries';
export const ALL_UNIVERSITIES = 'all-universities';
export const ALL_EXPERTISE = 'all-expertise';

/** The longest community search the server takes. */
export const COMMUNITY_SEARCH_MAX_LENGTH = 200;
