// The community feature's public surface: what the router mounts.
import { lazyNamed } from '../../shared/lib/lazyNamed';

// Pages are chunks of their own, fetched when first shown (shared/lib/lazyNamed).
export const CommunityPage = lazyNamed(() => import('./CommunityPage'), 'CommunityPage');
export const PublicProfilePage = lazyNamed(() => import('./PublicProfilePage'), 'PublicProfilePage');
export const PublicProfilePreviewPage = lazyNamed(() => import('./PublicProfilePage'), 'PublicProfilePreviewPage');
