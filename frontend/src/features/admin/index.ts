// The admin feature's public surface: what the router mounts.
import { lazyNamed } from '../../shared/lib/lazyNamed';

// Pages are chunks of their own, fetched when first shown (shared/lib/lazyNamed).
export const AdminPage = lazyNamed(() => import('./AdminPage'), 'AdminPage');
export const MemberCreditsPage = lazyNamed(() => import('./MemberCreditsPage'), 'MemberCreditsPage');
export const FinancePage = lazyNamed(() => import('./finance/FinancePage'), 'FinancePage');
