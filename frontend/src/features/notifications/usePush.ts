import { useCallback, useState, useSyncExternalStore } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { enablePush, readPushPermission, type EnableOutcome, type PushPermission } from './push';

const listeners = new Set<() => void>();
let watchingBrowser = false;

// Reading Notification.permission asks the browser process (up to a few milliseconds each time), and
// useSyncExternalStore reads the snapshot on every render of every subscriber: read it once per change.
let permission: PushPermission | undefined;
const currentPermission = (): PushPermission => (permission ??= readPushPermission());

function notifyPermissionChanged(): void {
  permission = undefined;
  for (const listener of listeners) listener();
}

/** Also follow changes made outside the page (site settings, another tab). */
function watchBrowserPermission(): void {
  if (watchingBrowser || typeof navigator === 'undefined' || !navigator.permissions) return;
  watchingBrowser = true;
  navigator.permissions
    .query({ name: 'notifications' })
    .then((status) => status.addEventListener('change', notifyPermissionChanged))
    .catch(() => {
      /* not queryable here: the value is re-read after our own prompts */
    });
}

function subscribe(listener: () => void): () => void {
  watchBrowserPermission();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The browser's notification permission ('unsupported' without service workers / push). */
export function usePushPermission(): PushPermission {
  return useSyncExternalStore(subscribe, currentPermission, () => 'unsupported');
}

/** The Enable action shared by the Push tab, the dashboard card and the 'Stay Updated Instantly' modal. */
export function useEnablePush(): { enable: () => Promise<EnableOutcome>; isEnabling: boolean } {
  const dispatch = useAppDispatch();
  const [isEnabling, setEnabling] = useState(false);
  const enable = useCallback(async () => {
    setEnabling(true);
    try {
      return await enablePush(dispatch);
    } finally {
      setEnabling(false);
      notifyPermissionChanged();
    }
  }, [dispatch]);
  return { enable, isEnabling };
}
