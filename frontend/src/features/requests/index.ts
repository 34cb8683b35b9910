// The requests feature's public surface: its pages (router).
import { lazyNamed } from '../../shared/lib/lazyNamed';

// Pages are chunks of their own, fetched when first shown (shared/lib/lazyNamed).
export const ReagentRequestsPage = lazyNamed(() => import('./ReagentRequestsPage'), 'ReagentRequestsPage');
export const RequestReagentPage = lazyNamed(() => import('./RequestReagentPage'), 'RequestReagentPage');
export const EditReagentRequestPage = lazyNamed(() => import('./EditReagentRequestPage'), 'EditReagentRequestPage');
export const ReagentRequestPage = lazyNamed(() => import('./ReagentRequestPage'), 'ReagentRequestPage');
