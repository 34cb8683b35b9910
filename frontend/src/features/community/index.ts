// The community feature's public surface: what the router mounts.
export { CommunityPage } from './CommunityPage';
export { PublicProfilePage, PublicProfilePreviewPage } from './PublicProfilePage';
