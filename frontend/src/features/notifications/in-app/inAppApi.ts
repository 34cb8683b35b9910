import type { InAppNotificationPage, UnreadNotificationCount } from '@reagentswap/contracts';
import { baseApi } from '../../../shared/api/baseApi';
import { CURSOR_PAGE_OPTIONS, cursorPageUrl } from '../../../shared/api/cursorPages';

export type { InAppNotification, InAppNotificationPage } from '@reagentswap/contracts';

/** 'InAppNotification': the list and the bell's count, refetched together after a change. */
const api = baseApi.enhanceEndpoints({ addTagTypes: ['InAppNotification'] });

export const inAppApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The member's notification centre, newest first, a page at a time. */
    listNotifications: build.infiniteQuery<InAppNotificationPage, void, string | null>({
      infiniteQueryOptions: CURSOR_PAGE_OPTIONS,
      query: ({ pageParam }) => cursorPageUrl('/notifications', new URLSearchParams(), pageParam),
      providesTags: ['InAppNotification'],
    }),
    /** The bell's badge. */
    getUnreadNotificationCount: build.query<UnreadNotificationCount, void>({
      query: () => '/notifications/unread-count',
      providesTags: ['InAppNotification'],
    }),
    /** One notification (its id) or all of them (null) read; answers the unread count left. */
    markNotificationsRead: build.mutation<UnreadNotificationCount, string | null>({
      query: (id) => ({ url: id ? `/notifications/${encodeURIComponent(id)}/read` : '/notifications/read-all', method: 'POST' }),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The badge at once; the list refetches (its read marks) through the tag.
          dispatch(inAppApi.util.upsertQueryData('getUnreadNotificationCount', undefined, data));
        } catch {
          /* the page reports the failure */
        }
      },
      invalidatesTags: ['InAppNotification'],
    }),
  }),
});

export const { useListNotificationsInfiniteQuery, useGetUnreadNotificationCountQuery, useMarkNotificationsReadMutation } = inAppApi;
