import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../../../shared/store/hooks';
import { toast } from '../../../../shared/ui/toast';
import type { SwapRequestsSlot } from '../../../catalog';
import { usePendingSwapCount } from '../../lib/usePendingSwapCount';
import { invalidateSwapRequests } from '../../swapsApi';
import { SwapRequestsTab } from './SwapRequestsTab';

/**
 * What My Reagents needs of the swaps feature: the Swap Requests tab, its pending badge, and the
 * reload its Refresh triggers (which also clears the tab's error banner).
 */
export function useSwapRequestsTab(): SwapRequestsSlot {
  const dispatch = useAppDispatch();
  const { pending: pendingCount } = usePendingSwapCount();
  const [failed, setFailed] = useState(false);

  const onError = useCallback(() => {
    setFailed(true);
    // Several lists may fail at once: one toast (the key replaces it).
    toast.error(SWAP_MESSAGES.loadFailed, 'swap-requests-load-failed');
  }, []);
  const onRefresh = useCallback(() => {
    setFailed(false);
    dispatch(invalidateSwapRequests());
  }, [dispatch]);

  return {
    content: <SwapRequestsTab failed={failed} onError={onError} onRetry={onRefresh} />,
    pendingCount,
    onRefresh,
  };
}
