import { MESSAGE_TIMINGS } from '@reagentswap/contracts';
import { useEffect, useRef } from 'react';

const isVisible = () => document.visibilityState === 'visible';

/**
 * The thread list's automatic fetches (spec §9): never less than 30 s apart; when the tab becomes
 * visible, a list older than 2 minutes is fetched again; a poll every 5 minutes while visible and
 * every 15 otherwise, which fetches only while the tab is visible (a hidden tab catches up when
 * it is shown). Pushes keep the list current in between; Refresh is the member's own and is not
 * limited.
 */
export function useThreadListTimings(refetch: () => void, fetchedAt: number | undefined) {
  const last = useRef(fetchedAt ?? 0);
  useEffect(() => {
    if (fetchedAt) last.current = Math.max(last.current, fetchedAt);
  }, [fetchedAt]);

  useEffect(() => {
    const fetchIfOlderThan = (ageMs: number) => {
      const age = Date.now() - last.current;
      if (!isVisible() || age < Math.max(ageMs, MESSAGE_TIMINGS.threadMinRefetchMs)) return;
      last.current = Date.now();
      refetch();
    };
    let timer = 0;
    const schedule = () => {
      window.clearInterval(timer);
      const every = isVisible() ? MESSAGE_TIMINGS.threadPollVisibleMs : MESSAGE_TIMINGS.threadPollHiddenMs;
      timer = window.setInterval(() => fetchIfOlderThan(every), every);
    };
    const onVisibility = () => {
      schedule();
      fetchIfOlderThan(MESSAGE_TIMINGS.threadStaleOnVisibleMs);
    };
    schedule();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refetch]);
}
