// The home feature's public surface: what the router mounts.
import { lazyNamed } from '../../shared/lib/lazyNamed';

// Pages are chunks of their own, fetched when first shown (shared/lib/lazyNamed).
export const HomePage = lazyNamed(() => import('./HomePage'), 'HomePage');
