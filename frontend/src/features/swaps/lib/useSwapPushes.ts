import { useRealtimeEvent, useRealtimeReconnect } from '../../../shared/realtime';
import { useAppDispatch } from '../../../shared/store/hooks';
import { swapsApi } from '../swapsApi';
import { SWAP_TAGS_ON_RECONNECT, swapTagsOnStatus } from './swapTags';

/**
 * The swaps feature's pushes, mounted once by the app shell: a swap's change ('swap:status')
 * refetches its own tags only; other features (credits: balances) listen to the same push themselves.
 */
export function useSwapPushes(): void {
  const dispatch = useAppDispatch();
  useRealtimeEvent('swap:status', (push) => dispatch(swapsApi.util.invalidateTags(swapTagsOnStatus(push))));
  useRealtimeReconnect(() => dispatch(swapsApi.util.invalidateTags([...SWAP_TAGS_ON_RECONNECT])));
}
