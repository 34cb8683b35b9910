import type { SwapRatingView, SwapRatingsView } from '@reagentswap/contracts';
import { baseApi } from '../../shared/api/baseApi';

export interface RateSwapArgs {
  swapId: string;
  /** 'create' the first time, 'edit' within the 14-day window. */
  mode: 'create' | 'edit';
  stars: number;
  comment: string;
}

// 'RatingSummary' is the ratings feature's tag (a member's average and count): rating changes it.
const api = baseApi.enhanceEndpoints({ addTagTypes: ['SwapRatings', 'RatingSummary', 'AdminRatings'] });

/** A completed swap's ratings for one of its parties (issue 19 item 4). */
export const swapRatingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSwapRatings: build.query<SwapRatingsView, string>({
      query: (swapId) => `/swaps/${encodeURIComponent(swapId)}/ratings`,
      providesTags: (_result, _error, swapId) => [{ type: 'SwapRatings', id: swapId }],
    }),
    rateSwap: build.mutation<SwapRatingView, RateSwapArgs>({
      query: ({ swapId, mode, stars, comment }) => ({
        url: `/swaps/${encodeURIComponent(swapId)}/rating`,
        method: mode === 'create' ? 'POST' : 'PUT',
        body: { stars, comment },
      }),
      invalidatesTags: (result, _error, { swapId }) => [
        { type: 'SwapRatings', id: swapId },
        ...(result ? [{ type: 'RatingSummary' as const, id: result.rateeId }] : []),
        'AdminRatings',
      ],
    }),
  }),
});

export const { useGetSwapRatingsQuery, useRateSwapMutation } = swapRatingsApi;
