import { baseApi } from '../../../shared/api/baseApi';
import { useRealtimeEvent, useRealtimeReconnect } from '../../../shared/realtime';
import { useAppDispatch } from '../../../shared/store/hooks';
import { CREDIT_TAGS_ON_RECONNECT, CREDIT_TAGS_ON_SWAP_STATUS } from './creditTags';

/**
 * The credits feature's pushes, mounted once by the app shell: it refetches its own tags only.
 * Through baseApi (which declares 'CreditBalance'), not creditsApi: the shell mounts this hook on
 * every page, and the endpoints' definitions belong in the chunks of the pages that use them.
 */
export function useCreditPushes(): void {
  const dispatch = useAppDispatch();
  useRealtimeEvent('swap:status', () => dispatch(baseApi.util.invalidateTags([...CREDIT_TAGS_ON_SWAP_STATUS])));
  useRealtimeReconnect(() => dispatch(baseApi.util.invalidateTags([...CREDIT_TAGS_ON_RECONNECT])));
}
