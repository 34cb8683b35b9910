// The swaps feature's public surface: its API hooks (the Swap Requests tab, header and dashboard
// counts), the status badge, offer summary and dialogs the tab's cards reuse, its two pages, and its
// reactions to pushes (the app shell mounts them).
import './swaps.css';
import { lazyNamed } from '../../shared/lib/lazyNamed';

// Pages are chunks of their own, fetched when first shown (shared/lib/lazyNamed).
export const RequestSwapPage = lazyNamed(() => import('./RequestSwapPage'), 'RequestSwapPage');
export const SwapRequestDetailPage = lazyNamed(() => import('./SwapRequestDetailPage'), 'SwapRequestDetailPage');

export {
  invalidateSwapRequests,
  useApproveSwapRequestMutation,
  useCancelSwapRequestMutation,
  useCompleteSwapRequestMutation,
  useCreateSwapRequestMutation,
  useEditSwapRequestMutation,
  useGetSwapCountsQuery,
  useGetSwapRequestQuery,
  useListSwapRequestsQuery,
  useMarkSwapShippedMutation,
  useRejectSwapRequestMutation,
  type SwapBox,
  type SwapCountsView,
  type SwapListArgs,
  type SwapRequestDetailView,
  type SwapRequestView,
  type SwapSection,
  type SwapStatus,
} from './swapsApi';
export { SwapStatusBadge, swapStatusLabel } from './components/SwapStatusBadge';
export { OfferSummary } from './components/OfferSummary';
export { DecisionDialog, type SwapDecision } from './components/dialogs/DecisionDialog';
export { EditSwapRequestDialog } from './components/dialogs/EditSwapRequestDialog';
export { CancelSwapDialog } from './components/dialogs/CancelSwapDialog';
export { useSwapRequestsTab } from './components/tab/useSwapRequestsTab';
export { usePendingSwapCount } from './lib/usePendingSwapCount';
export { useSwapPushes } from './lib/useSwapPushes';
