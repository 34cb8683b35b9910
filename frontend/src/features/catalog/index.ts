// The catalog feature's public surface: its pages (router), and what the dashboard, public
// profiles and the Request Swap page (the wanted reagent, my listings to offer) show of it.
import { lazyNamed } from '../../shared/lib/lazyNamed';

// Pages are chunks of their own, fetched when first shown (shared/lib/lazyNamed).
export const BrowseReagentsPage = lazyNamed(() => import('./BrowseReagentsPage'), 'BrowseReagentsPage');
export const EditReagentPage = lazyNamed(() => import('./EditReagentPage'), 'EditReagentPage');
export const NewReagentPage = lazyNamed(() => import('./NewReagentPage'), 'NewReagentPage');
export const ReagentDetailPage = lazyNamed(() => import('./ReagentDetailPage'), 'ReagentDetailPage');
export const SavedSearchesPage = lazyNamed(() => import('./saved-searches/SavedSearchesPage'), 'SavedSearchesPage');

export { MyReagentsPage, type SwapRequestsSlot } from './MyReagentsPage';
export { ReagentNotFound } from './components/ReagentNotFound';
export { ExpiredTag, ExpiryWarning } from './components/Expiry';
export { ExpiringListingsNotice } from './components/ExpiringListingsNotice';
export { LatestReagents } from './components/LatestReagents';
export { OwnerReagentsList } from './components/OwnerReagentsList';
export { useGetMyReagentCountsQuery, useGetReagentQuery, useListMyReagentsInfiniteQuery, type ReagentView } from './catalogApi';
export { ownerName, reagentLocation } from './lib/format';
export { useCategories } from './lib/useCategories';
