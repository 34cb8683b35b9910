import { useRealtimeEvent, useRealtimeReconnect } from '../../../shared/realtime';
import { useAppDispatch } from '../../../shared/store/hooks';
import { creditsApi } from '../creditsApi';
import { CREDIT_TAGS_ON_RECONNECT, CREDIT_TAGS_ON_SWAP_STATUS } from './creditTags';

/** The credits feature's pushes, mounted once by the app shell: it refetches its own tags only. */
export function useCreditPushes(): void {
  const dispatch = useAppDispatch();
  useRealtimeEvent('swap:status', () => dispatch(creditsApi.util.invalidateTags([...CREDIT_TAGS_ON_SWAP_STATUS])));
  useRealtimeReconnect(() => dispatch(creditsApi.util.invalidateTags([...CREDIT_TAGS_ON_RECONNECT])));
}
