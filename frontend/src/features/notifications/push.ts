import type { AppDispatch } from '../../shared/store/store';
import { toast } from '../../shared/ui/toast';
import { profileApi } from '../../shared/api/profileApi';
import { pushApi, type PushSubscriptionBody } from './pushApi';

/**
 * Web push in the browser: the service worker (/sw.js, which shows the notifications), the
 * permission prompt and the PushManager subscription the server pushes to. The spec's OneSignal
 * "player id" is this subscription, stored per device by POST /api/push/subscriptions.
 */

export type PushPermission = NotificationPermission | 'unsupported';

export const PUSH_MESSAGES = {
  enabled: 'Notifications enabled',
  denied: 'Permission denied',
  deniedHint: 'Enable notifications for this site in your browser settings to receive updates.',
  error: 'Error',
  errorHint: 'Failed to request notification permission',
} as const;

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

export function readPushPermission(): PushPermission {
  return isPushSupported() ? Notification.permission : 'unsupported';
}

let registration: Promise<ServiceWorkerRegistration> | null = null;

/**
 * Whether this browser already holds a push subscription (the spec's "push player id": the
 * subscription is what the server pushes to, and PushSubscriptionSync registers it for whoever is
 * signed in). False when there is no service worker yet.
 */
export async function hasBrowserSubscription(): Promise<boolean> {
  if (!isPushSupported()) return false;
  const current = await navigator.serviceWorker.getRegistration();
  return (await current?.pushManager.getSubscription()) != null;
}

/** Registers /sw.js once per page load; resolves when it is active. */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration> | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  if (!registration) {
    const pending = navigator.serviceWorker.register('/sw.js').then(() => navigator.serviceWorker.ready);
    // A failed registration may be retried later (e.g. the Enable button).
    pending.catch(() => {
      if (registration === pending) registration = null;
    });
    registration = pending;
  }
  return registration;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = `${base64url}${'='.repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((b, i) => b === wanted[i]);
}

function toBody(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    userAgent: navigator.userAgent.slice(0, 500),
  };
}

async function publicKey(dispatch: AppDispatch): Promise<string> {
  const request = dispatch(pushApi.endpoints.getPushPublicKey.initiate(undefined, { subscribe: false }));
  const { publicKey: key } = await request.unwrap();
  return key;
}

/** This browser's subscription, created when missing (or made for an outdated server key). */
async function ensureBrowserSubscription(dispatch: AppDispatch): Promise<PushSubscription> {
  const worker = registerServiceWorker();
  if (!worker) throw new Error('Service workers are not supported');
  const ready = await worker;
  const key = applicationServerKey(await publicKey(dispatch));
  const existing = await ready.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  if (existing) await existing.unsubscribe();
  return ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

async function saveSubscription(dispatch: AppDispatch, subscription: PushSubscription): Promise<void> {
  await dispatch(pushApi.endpoints.savePushSubscription.initiate(toBody(subscription), { track: false })).unwrap();
}

/** Subscribes this browser (permission must be granted) and registers it with the server. Throws on failure. */
export async function subscribeThisBrowser(dispatch: AppDispatch): Promise<void> {
  const subscription = await ensureBrowserSubscription(dispatch);
  await saveSubscription(dispatch, subscription);
}

export type EnableOutcome = 'enabled' | 'denied' | 'dismissed' | 'error';

/**
 * The Enable button: ask for permission, subscribe this browser, register the subscription with
 * the server and switch the push master on. Raises the spec's toasts.
 */
export async function enablePush(dispatch: AppDispatch): Promise<EnableOutcome> {
  if (!isPushSupported()) {
    toast.error(PUSH_MESSAGES.error, { description: PUSH_MESSAGES.errorHint });
    return 'error';
  }
  let permission: NotificationPermission;
  try {
    permission = await Notification.requestPermission();
  } catch (error) {
    console.error('Notification permission request failed', error);
    toast.error(PUSH_MESSAGES.error, { description: PUSH_MESSAGES.errorHint });
    return 'error';
  }
  if (permission === 'denied') {
    toast.error(PUSH_MESSAGES.denied, { description: PUSH_MESSAGES.deniedHint });
    return 'denied';
  }
  // The user closed the browser's prompt without answering: nothing to report.
  if (permission !== 'granted') return 'dismissed';

  try {
    await subscribeThisBrowser(dispatch);
    await dispatch(profileApi.endpoints.updateProfile.initiate({ pushNotifications: true }, { track: false })).unwrap();
    toast.success(PUSH_MESSAGES.enabled);
    return 'enabled';
  } catch (error) {
    console.error('Push subscription failed', error);
    toast.error(PUSH_MESSAGES.error, { description: PUSH_MESSAGES.errorHint });
    return 'error';
  }
}

/**
 * After sign-in (or a reload) with permission already granted: make sure the server knows this
 * browser's current subscription for the signed-in member. Browsers rotate subscriptions, and the
 * service worker cannot call the API itself. Creates a subscription only when the member has push
 * switched on; silent on failure (the Push tab's Enable button is the way to retry).
 */
export async function syncPushSubscription(dispatch: AppDispatch, pushMasterOn: boolean): Promise<void> {
  if (readPushPermission() !== 'granted') return;
  try {
    const worker = registerServiceWorker();
    if (!worker) return;
    const ready = await worker;
    const existing = await ready.pushManager.getSubscription();
    if (!existing && !pushMasterOn) return;
    const subscription = await ensureBrowserSubscription(dispatch);
    await saveSubscription(dispatch, subscription);
  } catch (error) {
    console.warn('Could not refresh the push subscription', error);
  }
}

const SIGN_OUT_DETACH_TIMEOUT_MS = 1_500;

/**
 * On sign-out: stop pushes for this member to this browser (someone else may use it next). The
 * browser keeps its subscription; whoever signs in next registers it for themselves. Best effort
 * and bounded in time, so signing out never waits on it for long.
 */
export async function detachPushSubscription(dispatch: AppDispatch): Promise<void> {
  if (readPushPermission() !== 'granted' || !registration) return;
  const detach = async () => {
    const ready = await registration;
    const existing = await ready?.pushManager.getSubscription();
    if (existing)
      await dispatch(pushApi.endpoints.removePushSubscription.initiate({ endpoint: existing.endpoint }, { track: false })).unwrap();
  };
  const timeout = new Promise<void>((resolve) => window.setTimeout(resolve, SIGN_OUT_DETACH_TIMEOUT_MS));
  try {
    await Promise.race([detach(), timeout]);
  } catch {
    /* signing out goes ahead regardless */
  }
}
