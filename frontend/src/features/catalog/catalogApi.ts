import type {
  CategoryView,
  CursorPage,
  ListingCount,
  ListingLocations,
  ListingQuery,
  MyReagentCounts,
  ReagentActionResult,
  ReagentFormBody,
  ReagentView,
} from '@reagentswap/contracts';
import { baseApi } from '../../shared/api/baseApi';
import { csvResponseHandler, type CsvFile } from '../../shared/api/csvDownload';
import { CURSOR_PAGE_OPTIONS, cursorPageUrl } from '../../shared/api/cursorPages';

// Response shapes are the API's contracts, shared with the server (one definition).
export type { CategoryView, CsvImportReport, CsvRowProblem, MyReagentCounts, ReagentView } from '@reagentswap/contracts';

/** Browse's filters (the API's listing query without paging); empty strings mean "any". */
export type ReagentFilter = Required<Pick<ListingQuery, 'search' | 'category' | 'location'>> &
  Pick<ListingQuery, 'ownerId' | 'noHazardPictograms' | 'showExpired' | 'cas'>;

/** What the New Reagent and Edit Reagent Details forms send: the API's request body. */
export type ReagentBody = ReagentFormBody;

export type MyReagentsTab = 'available' | 'removed';
/** A My Reagents list: a tab, or the Available tab narrowed to 'Expiring soon' (within 30 days, not expired). */
export type MyReagentsList = MyReagentsTab | 'expiring-soon';

/** Spec §9: categories are kept 30 min; lists refresh within a minute or on demand (Refresh). */
const CATEGORIES_CACHE_SECONDS = 1_800;
const LIST_CACHE_SECONDS = 60;

function filterParams(filter: ReagentFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.category) params.set('category', filter.category);
  if (filter.location) params.set('location', filter.location);
  if (filter.ownerId) params.set('ownerId', filter.ownerId);
  if (filter.showExpired === 'true') params.set('showExpired', 'true');
  if (filter.cas) params.set('cas', filter.cas);
  if (filter.noHazardPictograms) params.set('noHazardPictograms', filter.noHazardPictograms);
  return params;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Reagent', 'Category'] });

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Browse: keyset pages (`nextCursor`), fetched one after the other as the list scrolls. */
    browseReagents: build.infiniteQuery<CursorPage<ReagentView>, ReagentFilter, string | null>({
      infiniteQueryOptions: CURSOR_PAGE_OPTIONS,
      query: ({ queryArg, pageParam }) => cursorPageUrl('/reagents', filterParams(queryArg), pageParam),
      providesTags: [{ type: 'Reagent', id: 'LIST' }],
      keepUnusedDataFor: LIST_CACHE_SECONDS,
    }),
    countReagents: build.query<ListingCount, ReagentFilter>({
      query: (filter) => `/reagents/count?${filterParams(filter).toString()}`,
      providesTags: [{ type: 'Reagent', id: 'LIST' }],
      keepUnusedDataFor: LIST_CACHE_SECONDS,
    }),
    getLocations: build.query<ListingLocations, void>({
      query: () => '/reagents/locations',
      providesTags: [{ type: 'Reagent', id: 'LIST' }],
      keepUnusedDataFor: LIST_CACHE_SECONDS,
    }),
    getLatestReagents: build.query<ReagentView[], void>({
      query: () => '/reagents/latest',
      providesTags: [{ type: 'Reagent', id: 'LIST' }],
      keepUnusedDataFor: LIST_CACHE_SECONDS,
    }),
    getCategories: build.query<CategoryView[], void>({
      query: () => '/categories',
      providesTags: ['Category'],
      keepUnusedDataFor: CATEGORIES_CACHE_SECONDS,
    }),
    getReagent: build.query<ReagentView, string>({
      query: (id) => `/reagents/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Reagent', id }],
    }),
    listMyReagents: build.infiniteQuery<CursorPage<ReagentView>, MyReagentsList, string | null>({
      infiniteQueryOptions: CURSOR_PAGE_OPTIONS,
      query: ({ queryArg, pageParam }) =>
        cursorPageUrl(
          '/reagents/mine',
          new URLSearchParams(
            queryArg === 'expiring-soon' ? { status: 'available', expiringSoon: 'true', limit: '60' } : { status: queryArg, limit: '60' },
          ),
          pageParam,
        ),
      providesTags: [{ type: 'Reagent', id: 'MINE' }],
    }),
    getMyReagentCounts: build.query<MyReagentCounts, void>({
      query: () => '/reagents/mine/counts',
      providesTags: [{ type: 'Reagent', id: 'MINE' }],
    }),
    createReagent: build.mutation<ReagentView, ReagentBody>({
      query: (body) => ({ url: '/reagents', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Reagent', id: 'LIST' },
        { type: 'Reagent', id: 'MINE' },
      ],
    }),
    editReagent: build.mutation<ReagentView, { id: string; body: ReagentBody }>({
      query: ({ id, body }) => ({ url: `/reagents/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Reagent', id },
        { type: 'Reagent', id: 'LIST' },
        { type: 'Reagent', id: 'MINE' },
      ],
    }),
    removeReagent: build.mutation<ReagentActionResult, string>({
      query: (id) => ({ url: `/reagents/${encodeURIComponent(id)}/remove`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Reagent', id },
        { type: 'Reagent', id: 'LIST' },
        { type: 'Reagent', id: 'MINE' },
      ],
    }),
    reactivateReagent: build.mutation<ReagentActionResult, string>({
      query: (id) => ({ url: `/reagents/${encodeURIComponent(id)}/reactivate`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [
        { type: 'Reagent', id },
        { type: 'Reagent', id: 'LIST' },
        { type: 'Reagent', id: 'MINE' },
      ],
    }),
    /** The CSV needs the bearer token: fetched here and handed to the browser as an object URL (shared/api/csvDownload.ts). */
    exportMyReagents: build.mutation<CsvFile, void>({
      query: () => ({ url: '/reagents/mine/export', responseHandler: csvResponseHandler, cache: 'no-store' }),
    }),
  }),
});

export const {
  useExportMyReagentsMutation,
  useBrowseReagentsInfiniteQuery,
  useCountReagentsQuery,
  useGetLocationsQuery,
  useGetLatestReagentsQuery,
  useGetCategoriesQuery,
  useGetReagentQuery,
  useListMyReagentsInfiniteQuery,
  useGetMyReagentCountsQuery,
  useCreateReagentMutation,
  useEditReagentMutation,
  useRemoveReagentMutation,
  useReactivateReagentMutation,
} = catalogApi;

/** After an upload outside RTK Query (image, CSV), the lists and the reagent are stale. */
export const invalidateReagent = (id?: string) =>
  catalogApi.util.invalidateTags([
    { type: 'Reagent', id: 'LIST' },
    { type: 'Reagent', id: 'MINE' },
    ...(id ? [{ type: 'Reagent' as const, id }] : []),
  ]);

/** My Reagents' Refresh: its lists and counts reload. */
export const invalidateMyReagents = () => catalogApi.util.invalidateTags([{ type: 'Reagent', id: 'MINE' }]);
