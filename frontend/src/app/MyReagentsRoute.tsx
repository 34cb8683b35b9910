import { MyReagentsPage } from '../features/catalog';
import { useSwapRequestsTab } from '../features/swaps';

/** My Reagents with its Swap Requests tab: catalog's page, the swaps feature's tab (catalog may not import swaps). */
export function MyReagentsRoute() {
  return <MyReagentsPage swapRequests={useSwapRequestsTab()} />;
}
