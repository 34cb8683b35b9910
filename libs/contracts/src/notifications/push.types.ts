/** GET /api/push/public-key: the server's VAPID key. */
export interface PushPublicKey {
  publicKey: string;
}

/** The browser's PushSubscription as JSON (subscription.toJSON()), as POST /api/push/subscriptions takes it. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** navigator.userAgent, so the server can tell a member's devices apart. */
  userAgent?: string;
}

export interface SavedPushSubscription {
  id: string;
  endpoint: string;
}

/** DELETE /api/push/subscriptions. */
export interface PushEndpoint {
  endpoint: string;
}
