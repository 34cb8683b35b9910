import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectCurrentUser, selectIsAuthenticated } from '../../../shared/session/sessionSlice';
import { useGetSwapCountsQuery } from '../swapsApi';

/** Spec §7/§9: the pending swap request count is polled every 60 s. */
export const SWAP_COUNTS_POLL_MS = 60_000;

/**
 * The swap request counts of the signed-in member, polled every 60 s while the page is open (the
 * header, dashboard and My Reagents share one request). Nothing is asked for guests and for
 * accounts that may not use swaps yet (pending approval, suspended): the API would refuse them.
 * `refetchOnMount`: a screen about swaps shows the counts as they are now, not as last polled.
 */
export function useSwapCounts({ refetchOnMount = false }: { refetchOnMount?: boolean } = {}) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const active = signedIn && user?.approvalStatus === 'approved' && !user.isDeleted;
  return useGetSwapCountsQuery(active ? undefined : skipToken, {
    pollingInterval: SWAP_COUNTS_POLL_MS,
    refetchOnMountOrArgChange: refetchOnMount,
  });
}

/**
 * Pending requests for the member's own reagents: the badge of the header, the dashboard and the
 * Swap Requests tab (spec §2). `pending` is undefined until known.
 */
export function usePendingSwapCount(options?: { refetchOnMount?: boolean }) {
  const counts = useSwapCounts(options);
  return { pending: counts.data?.received.pending, isLoading: counts.isLoading, isError: counts.isError };
}
