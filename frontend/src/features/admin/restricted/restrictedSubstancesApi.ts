import type { RefusedAttemptPage, RestrictedListView } from '@reagentswap/contracts';
import { baseApi } from '../../../shared/api/baseApi';
import { CURSOR_PAGE_OPTIONS, cursorPageUrl } from '../../../shared/api/cursorPages';

export type { RefusedAttemptView, RestrictedListView, RestrictedSubstanceView } from '@reagentswap/contracts';

const REFUSALS_PAGE_SIZE = 50;

/** Issue 18: the restricted-substance list in force and the listing attempts it refused (admins only). */
export const restrictedSubstancesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRestrictedList: build.query<RestrictedListView, void>({
      query: () => '/admin/restricted-substances',
    }),
    getRefusedAttempts: build.infiniteQuery<RefusedAttemptPage, void, string | null>({
      infiniteQueryOptions: CURSOR_PAGE_OPTIONS,
      query: ({ pageParam }) =>
        cursorPageUrl('/admin/restricted-substances/refusals', new URLSearchParams({ limit: String(REFUSALS_PAGE_SIZE) }), pageParam),
    }),
  }),
});

export const { useGetRestrictedListQuery, useGetRefusedAttemptsInfiniteQuery } = restrictedSubstancesApi;
