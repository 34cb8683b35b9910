// The catalog feature's public surface: its pages (router), and what the dashboard and public
// profiles show of it.
export { BrowseReagentsPage } from './BrowseReagentsPage';
export { EditReagentPage } from './EditReagentPage';
export { MyReagentsPage } from './MyReagentsPage';
export { NewReagentPage } from './NewReagentPage';
export { ReagentDetailPage } from './ReagentDetailPage';
export { LatestReagents } from './components/LatestReagents';
export { OwnerReagentsList } from './components/OwnerReagentsList';
export { useGetMyReagentCountsQuery } from './catalogApi';
export { useCategories } from './lib/useCategories';
