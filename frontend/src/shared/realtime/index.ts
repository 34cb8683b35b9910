// The app-wide socket (shared, not a feature's): the shell mounts RealtimeConnection once; features
// listen to their own pushes with these hooks (or `realtime.on` in an endpoint's onCacheEntryAdded)
// and update only their own cache. Typed by the event map in @reagentswap/contracts (realtime).
export { RealtimeConnection } from './RealtimeConnection';
export { realtime, type RealtimePayload, type RealtimePush, type RealtimeStatus } from './realtimeClient';
export { useRealtimeEvent, useRealtimeReconnect, useRealtimeStatus } from './useRealtimeEvent';
