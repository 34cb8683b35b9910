// The community module's public surface: the member directory and public profiles. It owns no data: it reads
// identity's published view identity.community_members.
export { CommunityModule } from './community.module.js';
export { GetPublicProfileQuery } from './queries/get-public-profile/get-public-profile.query.js';
export type { CommunityProfileView } from './queries/community-profile.view.js';
