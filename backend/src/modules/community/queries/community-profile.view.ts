import type { CommunityProfile } from '@reagentswap/contracts';
import { publicUrl } from '../../identity/index.js';

/**
 * What any signed-in member may see of another member (spec §7 "public fields only"): never the
 * e-mail address, the notification settings, the admin flag or the account status. The shared contract.
 */
export type CommunityProfileView = CommunityProfile;

/** The select list behind CommunityProfileView; `m` = identity's published view of members' public fields. */
export const COMMUNITY_PROFILE_COLUMNS = `m.user_id, m.username, m.display_username, m.university_id, m.university_name,
  m.lab_id, m.lab_name, m.city, m.country, m.location, m.expertise, m.research_interests,
  m.linkedin_url, m.website_url, m.member_since`;

export const COMMUNITY_PROFILE_FROM = `identity.community_members m`;

/** Who appears in the community (spec §5, §6): approved, not suspended, with a name to show (identity decides). */
export const LISTED_MEMBER = `m.is_listed`;

export const toCommunityProfileView = (r: Record<string, any>): CommunityProfileView => ({
  id: r.user_id,
  displayName: r.display_username?.trim() || r.username,
  displayUsername: r.display_username ?? null,
  username: r.username,
  university: r.university_id ? { id: r.university_id, name: r.university_name } : null,
  lab: r.lab_id ? { id: r.lab_id, name: r.lab_name } : null,
  city: r.city,
  country: r.country,
  location: r.location,
  expertise: r.expertise,
  researchInterests: r.research_interests,
  linkedinUrl: publicUrl(r.linkedin_url),
  websiteUrl: publicUrl(r.website_url),
  memberSince: new Date(r.member_since).toISOString(),
});
