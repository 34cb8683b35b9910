// The catalog feature's public surface: its pages (router), and what the dashboard, public
// profiles and the Request Swap page (the wanted reagent, my listings to offer) show of it.
export { BrowseReagentsPage } from './BrowseReagentsPage';
export { EditReagentPage } from './EditReagentPage';
export { MyReagentsPage, type SwapRequestsSlot } from './MyReagentsPage';
export { NewReagentPage } from './NewReagentPage';
export { ReagentDetailPage, ReagentNotFound } from './ReagentDetailPage';
export { LatestReagents } from './components/LatestReagents';
export { OwnerReagentsList } from './components/OwnerReagentsList';
export { useGetMyReagentCountsQuery, useGetReagentQuery, useListMyReagentsInfiniteQuery, type ReagentView } from './catalogApi';
export { ownerName, reagentLocation } from './lib/format';
export { useCategories } from './lib/useCategories';
