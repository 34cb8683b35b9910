import type { AdminRatingView } from '@reagentswap/contracts';
import { baseApi } from '../../../shared/api/baseApi';

export type { AdminRatingView } from '@reagentswap/contracts';

// 'AdminActions' is the admin log's tag: hiding a comment adds a line to it.
const api = baseApi.enhanceEndpoints({ addTagTypes: ['AdminRatings', 'AdminActions'] });

/** The newest rating comments and hiding one (issue 19 item 4). */
export const ratingCommentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdminRatings: build.query<AdminRatingView[], void>({
      query: () => '/admin/ratings',
      providesTags: ['AdminRatings'],
    }),
    setRatingHidden: build.mutation<AdminRatingView, { id: string; hidden: boolean }>({
      query: ({ id, hidden }) => ({ url: `/admin/ratings/${encodeURIComponent(id)}/hidden`, method: 'PUT', body: { hidden } }),
      invalidatesTags: ['AdminRatings', 'AdminActions'],
    }),
  }),
});

export const { useListAdminRatingsQuery, useSetRatingHiddenMutation } = ratingCommentsApi;
