import type {
  ReagentRequestBody,
  ReagentRequestDeleted,
  ReagentRequestPage,
  ReagentRequestQuery,
  ReagentRequestView,
  RequestMatchView,
} from '@reagentswap/contracts';
import { baseApi } from '../../shared/api/baseApi';
import { CURSOR_PAGE_OPTIONS, cursorPageUrl } from '../../shared/api/cursorPages';

// Response shapes are the API's contracts, shared with the server (one definition).
export type { ReagentRequestBody, ReagentRequestView, RequestMatchView } from '@reagentswap/contracts';

/** The list's filters (the API's query without paging); empty strings mean "any". */
export type RequestFilter = Required<Pick<ReagentRequestQuery, 'search' | 'category' | 'location'>> & Pick<ReagentRequestQuery, 'cas'>;

/** Spec §9: lists refresh within a minute or on demand (Refresh). */
const LIST_CACHE_SECONDS = 60;

function filterParams(filter: RequestFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.search.trim()) params.set('search', filter.search.trim());
  if (filter.category) params.set('category', filter.category);
  if (filter.location.trim()) params.set('location', filter.location.trim());
  if (filter.cas) params.set('cas', filter.cas);
  return params;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['ReagentRequest', 'RequestMatches'] });

export const requestsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Requested Reagents: keyset pages (`nextCursor`), fetched one after the other. */
    listReagentRequests: build.infiniteQuery<ReagentRequestPage, RequestFilter, string | null>({
      infiniteQueryOptions: CURSOR_PAGE_OPTIONS,
      query: ({ queryArg, pageParam }) => cursorPageUrl('/reagent-requests', filterParams(queryArg), pageParam),
      providesTags: [{ type: 'ReagentRequest', id: 'LIST' }],
      keepUnusedDataFor: LIST_CACHE_SECONDS,
    }),
    getReagentRequest: build.query<ReagentRequestView, string>({
      query: (id) => `/reagent-requests/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'ReagentRequest', id }],
    }),
    /** The listings matching a request now (ADR 0026); always fresh: a new listing may match any minute. */
    getRequestMatches: build.query<RequestMatchView[], string>({
      query: (id) => `/reagent-requests/${encodeURIComponent(id)}/matches`,
      providesTags: (_result, _error, id) => [{ type: 'RequestMatches', id }],
      keepUnusedDataFor: 0,
    }),
    /** The requester marks the request fulfilled: it leaves the list and matches nothing more. */
    markRequestFulfilled: build.mutation<ReagentRequestView, string>({
      query: (id) => ({ url: `/reagent-requests/${encodeURIComponent(id)}/fulfilled`, method: 'POST' }),
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: 'ReagentRequest', id: 'LIST' },
              { type: 'ReagentRequest', id },
              { type: 'RequestMatches', id },
            ],
    }),
    createReagentRequest: build.mutation<ReagentRequestView, ReagentRequestBody>({
      query: (body) => ({ url: '/reagent-requests', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'ReagentRequest', id: 'LIST' }]),
    }),
    editReagentRequest: build.mutation<ReagentRequestView, { id: string; body: ReagentRequestBody }>({
      query: ({ id, body }) => ({ url: `/reagent-requests/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'ReagentRequest', id: 'LIST' },
              { type: 'ReagentRequest', id },
            ],
    }),
    deleteReagentRequest: build.mutation<ReagentRequestDeleted, string>({
      query: (id) => ({ url: `/reagent-requests/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) =>
        error
          ? []
          : [
              { type: 'ReagentRequest', id: 'LIST' },
              { type: 'ReagentRequest', id },
            ],
    }),
  }),
});

export const {
  useListReagentRequestsInfiniteQuery,
  useGetReagentRequestQuery,
  useGetRequestMatchesQuery,
  useLazyGetRequestMatchesQuery,
  useMarkRequestFulfilledMutation,
  useCreateReagentRequestMutation,
  useEditReagentRequestMutation,
  useDeleteReagentRequestMutation,
} = requestsApi;
