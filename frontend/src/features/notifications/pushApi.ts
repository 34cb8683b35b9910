import { baseApi } from '../../shared/api/baseApi';

/** The browser's PushSubscription as JSON (subscription.toJSON()), as POST /api/push/subscriptions takes it. */
export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** navigator.userAgent, so the server can tell a member's devices apart. */
  userAgent?: string;
}

export const pushApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: build.query<{ publicKey: string }, void>({
      query: () => '/push/public-key',
      // The VAPID key only changes when the server is reconfigured.
      keepUnusedDataFor: 3600,
    }),
    savePushSubscription: build.mutation<{ id: string; endpoint: string }, PushSubscriptionBody>({
      query: (body) => ({ url: '/push/subscriptions', method: 'POST', body }),
    }),
    removePushSubscription: build.mutation<null, { endpoint: string }>({
      query: (body) => ({ url: '/push/subscriptions', method: 'DELETE', body }),
    }),
  }),
});

export const { useSavePushSubscriptionMutation, useRemovePushSubscriptionMutation } = pushApi;
