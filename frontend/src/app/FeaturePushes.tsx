import { useCreditPushes } from '../features/credits';
import { useMessagingPushes } from '../features/messaging';
import { useSwapPushes } from '../features/swaps';

/**
 * Each feature's reactions to the socket's pushes, mounted once by the shell beside the connection
 * (shared/realtime). A feature refetches or updates only its own cache; one push may concern several
 * (a swap's change: the swap, and the balance it moved), and each listens to it for itself.
 */
export function FeaturePushes() {
  useMessagingPushes();
  useSwapPushes();
  useCreditPushes();
  return null;
}
