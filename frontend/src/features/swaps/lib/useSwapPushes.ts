import { baseApi } from '../../../shared/api/baseApi';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../shared/realtime';
import { useAppDispatch } from '../../../shared/store/hooks';
import { SWAP_TAGS_ON_RECONNECT, swapTagsOnStatus } from './swapTags';

// The tag type only, not swapsApi: the shell mounts this hook on every page, and the endpoints'
// definitions belong in the chunks of the pages that use them (the byte budget counts the entry).
const swapCache = baseApi.enhanceEndpoints({ addTagTypes: ['Swap'] });

/**
 * The swaps feature's pushes, mounted once by the app shell: a swap's change ('swap:status')
 * refetches its own tags only; other features (credits: balances) listen to the same push themselves.
 */
export function useSwapPushes(): void {
  const dispatch = useAppDispatch();
  useRealtimeEvent('swap:status', (push) => dispatch(swapCache.util.invalidateTags(swapTagsOnStatus(push))));
  useRealtimeReconnect(() => dispatch(swapCache.util.invalidateTags([...SWAP_TAGS_ON_RECONNECT])));
}
