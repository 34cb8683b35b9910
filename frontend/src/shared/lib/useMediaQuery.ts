import { useCallback, useSyncExternalStore } from 'react';

/** Tracks a CSS media query; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The product's one breakpoint: below 768 px the compact layout is used. */
export const COMPACT_MEDIA_QUERY = '(max-width: 767.98px)';

export function useIsCompact(): boolean {
  return useMediaQuery(COMPACT_MEDIA_QUERY);
}
