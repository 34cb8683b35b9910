import type { PushEndpoint, PushPublicKey, PushSubscriptionBody, SavedPushSubscription } from '@reagentswap/contracts';
import { baseApi } from '../../shared/api/baseApi';

// The shapes are the API's contracts, shared with the server (one definition).
export type { PushSubscriptionBody } from '@reagentswap/contracts';

export const pushApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getPushPublicKey: build.query<PushPublicKey, void>({
      query: () => '/push/public-key',
      // The VAPID key only changes when the server is reconfigured.
      keepUnusedDataFor: 3600,
    }),
    savePushSubscription: build.mutation<SavedPushSubscription, PushSubscriptionBody>({
      query: (body) => ({ url: '/push/subscriptions', method: 'POST', body }),
    }),
    removePushSubscription: build.mutation<null, PushEndpoint>({
      query: (body) => ({ url: '/push/subscriptions', method: 'DELETE', body }),
    }),
  }),
});

export const { useSavePushSubscriptionMutation, useRemovePushSubscriptionMutation } = pushApi;
