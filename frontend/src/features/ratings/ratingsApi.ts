import type { MemberRatingSummary } from '@reagentswap/contracts';
import { baseApi } from '../../shared/api/baseApi';

export type { MemberRatingSummary } from '@reagentswap/contracts';

/**
 * 'RatingSummary' (one per member id) is ours; the swaps feature invalidates it when its member
 * rates someone (the tag's name, not this file: features below ratings need not import it).
 */
const api = baseApi.enhanceEndpoints({ addTagTypes: ['RatingSummary'] });

/** A member's rating summary and median response time (issue 19 item 4): profiles and reagent pages. */
export const ratingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRatingSummary: build.query<MemberRatingSummary, string>({
      query: (memberId) => `/ratings/summaries?members=${encodeURIComponent(memberId)}`,
      transformResponse: (summaries: MemberRatingSummary[]) => summaries[0]!,
      providesTags: (_result, _error, memberId) => [{ type: 'RatingSummary', id: memberId }],
    }),
    /** Several members at once (a page of cards: one request), by their ids joined with commas. */
    getRatingSummaries: build.query<MemberRatingSummary[], string>({
      query: (memberIds) => `/ratings/summaries?members=${encodeURIComponent(memberIds)}`,
      providesTags: (_result, _error, memberIds) => memberIds.split(',').map((id) => ({ type: 'RatingSummary' as const, id })),
    }),
  }),
});

export const { useGetRatingSummaryQuery, useGetRatingSummariesQuery } = ratingsApi;
