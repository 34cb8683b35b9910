/* ReagentSwap service worker: shows web push notifications and opens them on click.
 *
 * The server sends an encrypted JSON payload { title, body, url, tag } (backend
 * modules/notifications, WebPushSender). `url` is a path in this app, e.g. /dashboard.
 * Register it from the page with navigator.serviceWorker.register('/sw.js'), subscribe with
 * the key from GET /api/push/public-key, and POST subscription.toJSON() to
 * /api/push/subscriptions. There is deliberately no fetch handler: the app is not cached
 * offline, this worker only handles push. Repeat visits are fast without one: hashed /assets/
 * files are HTTP-cached for a year (immutable), and index.html is revalidated on every load, so a
 * deploy shows at once. A fetch handler would add the worker's start-up to every request on a
 * phone; should one ever be added, navigations must stay network-first
 * (e2e/service-worker-upgrade.spec.ts loads build A, deploys build B, and expects B's code).
 */

/* global self */

const FALLBACK_TITLE = 'ReagentSwap';
const ICON = '/favicon.svg';

self.addEventListener('install', () => {
  // A new version takes over at once; it holds no caches that could go stale.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** Only paths of this app are opened; anything else falls back to the home page. */
function sameOriginUrl(candidate) {
  try {
    const url = new URL(candidate || '/', self.location.origin);
    return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
  } catch {
    return new URL('/', self.location.origin).href;
  }
}

function readPayload(event) {
  if (!event.data) return {};
  try {
    return event.data.json();
  } catch {
    return { body: event.data.text() };
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : FALLBACK_TITLE;
  const url = sameOriginUrl(typeof payload.url === 'string' ? payload.url : '/');
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: ICON,
      badge: ICON,
      data: { url },
      // One tag per notification (the server's push topic): a copy delivered twice replaces the first.
      ...(typeof payload.tag === 'string' && payload.tag ? { tag: payload.tag } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // Prefer a tab already showing the target, then any tab of the app (navigated there).
      const exact = windows.find((client) => client.url === target);
      if (exact) return exact.focus();
      const any = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (any) {
        const focused = await any.focus();
        return 'navigate' in focused ? focused.navigate(target) : focused;
      }
      return self.clients.openWindow(target);
    })(),
  );
});

// When the browser rotates a subscription, the page sends the new one on its next load (the
// worker has no access token to call the API itself); the old endpoint then answers 404/410 and
// the server removes it.
