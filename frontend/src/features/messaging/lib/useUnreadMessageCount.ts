import { MESSAGE_TIMINGS } from '@reagentswap/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectCurrentUser, selectIsAuthenticated } from '../../../shared/session/sessionSlice';
import { useGetUnreadCountQuery } from '../messagingApi';

/**
 * The signed-in member's unread messages: the header's and dashboard's badge. Pushed ('counts')
 * while the socket is live; polled every 60 s all the same (spec §9), the fallback when it is not.
 * Nothing is asked for guests or accounts the API would refuse. `count` is undefined until known.
 */
export function useUnreadMessageCount({ refetchOnMount = false }: { refetchOnMount?: boolean } = {}) {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector(selectCurrentUser);
  const active = signedIn && user?.approvalStatus === 'approved' && !user.isDeleted;
  const query = useGetUnreadCountQuery(active ? undefined : skipToken, {
    pollingInterval: MESSAGE_TIMINGS.countsPollMs,
    refetchOnMountOrArgChange: refetchOnMount,
  });
  return { count: query.data?.count, isLoading: query.isLoading, isError: query.isError };
}
