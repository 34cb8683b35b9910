// The legal feature's public surface: what the router mounts.
import { lazyNamed } from '../../shared/lib/lazyNamed';

// Pages are chunks of their own, fetched when first shown (shared/lib/lazyNamed).
export const PrivacyPage = lazyNamed(() => import('./PrivacyPage'), 'PrivacyPage');
export const TermsPage = lazyNamed(() => import('./TermsPage'), 'TermsPage');
