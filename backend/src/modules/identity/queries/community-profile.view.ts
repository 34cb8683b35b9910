import type { CommunityProfile } from '@reagentswap/contracts';
import { publicUrl } from '../domain/profile-rules.js';

/**
 * What any signed-in member may see of another member (spec §7 "public fields only"): never the
 * e-mail address, the notification settings, the admin flag or the account status. The shared contract.
 */
export type CommunityProfileView = CommunityProfile;

/** The select list behind CommunityProfileView; `u` = users, `p` = profiles, `un` = universities, `l` = labs (institutions' published views). */
export const COMMUNITY_PROFILE_COLUMNS = `u.id, p.username, p.display_username, p.university_id, un.name as university_name,
  p.lab_id, l.name as lab_name, p.city, p.country, p.location, p.expertise, p.research_interests,
  p.linkedin_url, p.website_url, u.created_at`;

export const COMMUNITY_PROFILE_FROM = `users u
  join profiles p on p.user_id = u.id
  left join institutions.university_directory un on un.id = p.university_id
  left join institutions.lab_directory l on l.id = p.lab_id`;

/** Who appears in the community (spec §5, §6): approved, not suspended, with a name to show. */
export const LISTED_MEMBER = `u.approval_status = 'approved' and not u.is_deleted
  and (coalesce(btrim(p.display_username), '') <> '' or coalesce(btrim(p.username), '') <> '')`;

export const toCommunityProfileView = (r: Record<string, any>): CommunityProfileView => ({
  id: r.id,
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
  memberSince: new Date(r.created_at).toISOString(),
});
