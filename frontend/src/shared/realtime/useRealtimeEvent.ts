import { useEffect, useRef, useSyncExternalStore } from 'react';
import { realtime, type RealtimePayload, type RealtimePush, type RealtimeStatus } from './realtimeClient';

/**
 * Calls `handler` with each `event` pushed while the calling component is mounted. The newest
 * `handler` is called (no need to memoise it); the subscription itself is made once per event name.
 * A feature uses this for its own pushes; RTK Query endpoints use `realtime.on` in `onCacheEntryAdded`.
 */
export function useRealtimeEvent<E extends RealtimePush>(event: E, handler: (payload: RealtimePayload<E>) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.on(event, (payload) => latest.current(payload)), [event]);
}

/** Calls `handler` when the socket is back after a drop: what was pushed meanwhile is lost, so refetch what pushes feed. */
export function useRealtimeReconnect(handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.onReconnect(() => latest.current()), []);
}

/** 'live', 'connecting' or 'offline', re-rendering the caller when it changes. */
export const useRealtimeStatus = (): RealtimeStatus => useSyncExternalStore(realtime.subscribeStatus, realtime.getStatus, () => 'offline');
