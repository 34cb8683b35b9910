import type { NotificationKind } from '../../identity/index.js';

/** RFC 8030 §5.3: how eagerly the push service should wake the device for a message. */
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

/**
 * Someone waiting on an answer (a swap offer or reply, a message) is worth waking a phone for;
 * announcements and digests can wait for the device's next wake-up, which saves its battery.
 */
const URGENCY_BY_KIND: Readonly<Record<NotificationKind | 'support', PushUrgency>> = {
  'swap-offer': 'high',
  'swap-response': 'high',
  message: 'high',
  account: 'normal',
  support: 'normal',
  'new-reagent': 'low',
  'reagent-request': 'low',
  'daily-digest': 'low',
  'weekly-digest': 'low',
  'listing-expiry': 'normal',
  // Someone asked for this reagent and is likely waiting on it.
  'request-match': 'normal',
  // A saved search is a standing interest, not someone waiting: the next wake-up is soon enough.
  'saved-search-match': 'low',
};

export const pushUrgency = (kind: NotificationKind | 'support'): PushUrgency => URGENCY_BY_KIND[kind];

/**
 * The `Topic` header (RFC 8030 §5.4: at most 32 characters of the URL-safe base64 alphabet) for a
 * push notification: the 32 hex digits of its push_deliveries id. A push service keeps only the
 * newest message of a topic per subscription while the device is offline, so a copy sent twice
 * (a retry after a timeout that did reach it) is delivered once. The service worker uses it as the
 * notification's tag too, so a copy that does arrive twice replaces the first on screen.
 */
export function pushTopic(deliveryId: string): string {
  const topic = deliveryId.replace(/-/g, '').toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(topic)) throw new Error(`Not a push delivery id: ${deliveryId}`);
  return topic;
}
