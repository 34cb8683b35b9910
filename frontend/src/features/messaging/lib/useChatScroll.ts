import { MESSAGE_TIMINGS } from '@reagentswap/contracts';
import { useCallback, useLayoutEffect, useRef, type UIEvent } from 'react';

/** How close to the bottom still counts as "reading the newest" (a new message then scrolls into view). */
const NEAR_BOTTOM_PX = 120;

interface ChatScrollOptions {
  /** The oldest and newest item shown: older pages change the first, new messages the second. */
  oldestKey: string | undefined;
  newestKey: string | undefined;
  /** Whether the newest item is the member's own (always scrolled into view). */
  newestIsMine: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
}

/**
 * The chat's scrolling: opens at the newest message; loads older messages when scrolled within
 * 20 px of the top (spec §2), keeping the messages in view where they were; follows new messages
 * while the member is at the bottom (or wrote them), and otherwise leaves the view alone.
 */
export function useChatScroll({ oldestKey, newestKey, newestIsMine, hasOlder, loadingOlder, loadOlder }: ChatScrollOptions) {
  const ref = useRef<HTMLDivElement>(null);
  const fromBottom = useRef(0);
  const seen = useRef<{ oldest?: string; newest?: string }>({});

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const before = seen.current;
    seen.current = { oldest: oldestKey, newest: newestKey };
    if (before.newest === undefined || (newestKey !== before.newest && (newestIsMine || fromBottom.current <= NEAR_BOTTOM_PX))) {
      box.scrollTop = box.scrollHeight; // first render, or a new message to follow
    } else if (oldestKey !== before.oldest) {
      box.scrollTop = box.scrollHeight - box.clientHeight - fromBottom.current; // older page above: stay put
    }
    fromBottom.current = box.scrollHeight - box.clientHeight - box.scrollTop;
  }, [oldestKey, newestKey, newestIsMine]);

  const onScroll = useCallback(
    (event: UIEvent<HTMLDivElement>) => {
      const box = event.currentTarget;
      fromBottom.current = box.scrollHeight - box.clientHeight - box.scrollTop;
      if (box.scrollTop <= MESSAGE_TIMINGS.loadOlderThresholdPx && hasOlder && !loadingOlder) loadOlder();
    },
    [hasOlder, loadingOlder, loadOlder],
  );

  return { ref, onScroll };
}
