import type {
  CounterOfferBody,
  CreateSwapRequestBody,
  EditSwapRequestBody,
  Page,
  SwapApprovedResult,
  SwapCountsView,
  SwapCreatedResult,
  SwapDecisionBody,
  SwapRequestDetailView,
  SwapRequestView,
} from '@reagentswap/contracts';
import { baseApi } from '../../shared/api/baseApi';
import { SWAP_COUNTS, SWAP_LIST } from './lib/swapTags';

// Response shapes are the API's contracts, shared with the server (one definition).
export type {
  SwapApprovedResult,
  SwapCountsView,
  SwapCreatedResult,
  SwapRequestDetailView,
  SwapRequestView,
  SwapStatus,
} from '@reagentswap/contracts';

/** The Swap Requests tab's lists: received (my reagents) or sent (I asked), each pending or past. */
export type SwapBox = 'received' | 'sent';
export type SwapSection = 'pending' | 'past';

export interface SwapListArgs {
  box: SwapBox;
  section: SwapSection;
  page?: number;
  pageSize?: number;
}

/**
 * 'Swap' (one per id, plus LIST and COUNTS) is ours; the rest belong to the screens a swap's
 * transition changes: balances and history (credits: approval reserves, rejection/cancellation
 * release, completion transfers) and listings (catalog: a request engages both reagents, completion
 * makes them unavailable). Naming them here adds them to the one API if their feature has not yet.
 */
const api = baseApi.enhanceEndpoints({ addTagTypes: ['Swap', 'CreditHistory', 'MemberCredits', 'Reagent'] });

/** Everything a transition of swap `id` (between `reagentIds`) can have changed. */
function afterTransition(id: string | undefined, reagentIds: Array<string | null | undefined> = []) {
  return [
    SWAP_LIST,
    SWAP_COUNTS,
    ...(id ? [{ type: 'Swap' as const, id }] : []),
    'CreditBalance' as const,
    'CreditHistory' as const,
    'MemberCredits' as const,
    { type: 'Reagent' as const, id: 'MINE' },
    { type: 'Reagent' as const, id: 'LIST' },
    ...reagentIds
      .filter((reagentId): reagentId is string => Boolean(reagentId))
      .map((reagentId) => ({ type: 'Reagent' as const, id: reagentId })),
  ];
}

/** The reagents a swap involves: the one wanted and an offered listing (a hand-described one has none). */
const reagentsOf = (swap: SwapRequestView | undefined) => (swap ? [swap.reagent.id, swap.offeredReagent?.sourceReagentId] : []);

const swapPath = (id: string, action?: string) => `/swaps/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export const swapsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSwapRequests: build.query<Page<SwapRequestView>, SwapListArgs>({
      query: ({ box, section, page, pageSize }) => ({
        url: '/swaps',
        params: { box, section, ...(page ? { page: String(page) } : {}), ...(pageSize ? { pageSize: String(pageSize) } : {}) },
      }),
      providesTags: (result) => [SWAP_LIST, ...(result?.items ?? []).map(({ id }) => ({ type: 'Swap' as const, id }))],
    }),
    /** Received/sent × pending/past; the received pending count is the header's and dashboard's badge. */
    getSwapCounts: build.query<SwapCountsView, void>({
      query: () => '/swaps/counts',
      providesTags: [SWAP_COUNTS],
    }),
    getSwapRequest: build.query<SwapRequestDetailView, string>({
      query: (id) => swapPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Swap', id }],
    }),
    /** 201 created, or 200 with the request that exists (`created: false`: a duplicate or a second submit). */
    createSwapRequest: build.mutation<SwapCreatedResult, CreateSwapRequestBody>({
      query: (body) => ({ url: '/swaps', method: 'POST', body }),
      invalidatesTags: (result, error, body) => (error ? [] : afterTransition(result?.swap.id, [body.reagentId, body.offer.reagentId])),
    }),
    editSwapRequest: build.mutation<SwapRequestDetailView, { id: string } & EditSwapRequestBody>({
      query: ({ id, ...body }) => ({ url: swapPath(id), method: 'PATCH', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [SWAP_LIST, { type: 'Swap', id }]),
    }),
    approveSwapRequest: build.mutation<SwapApprovedResult, { id: string } & SwapDecisionBody>({
      query: ({ id, message }) => ({ url: swapPath(id, 'approve'), method: 'POST', body: { message } }),
      invalidatesTags: (result, error, { id }) => (error ? [] : afterTransition(id, reagentsOf(result?.swap))),
    }),
    rejectSwapRequest: build.mutation<SwapRequestDetailView, { id: string } & SwapDecisionBody>({
      query: ({ id, message }) => ({ url: swapPath(id, 'reject'), method: 'POST', body: { message } }),
      invalidatesTags: (result, error, { id }) => (error ? [] : afterTransition(id, reagentsOf(result))),
    }),
    cancelSwapRequest: build.mutation<SwapRequestDetailView, string>({
      query: (id) => ({ url: swapPath(id, 'cancel'), method: 'POST' }),
      invalidatesTags: (result, error, id) => (error ? [] : afterTransition(id, reagentsOf(result))),
    }),
    /** The owner's counter-offer, or the requester's counter back (ADR 0027): nothing is held yet. */
    counterSwapOffer: build.mutation<SwapRequestDetailView, { id: string } & CounterOfferBody>({
      query: ({ id, ...body }) => ({ url: swapPath(id, 'counter'), method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [SWAP_LIST, { type: 'Swap', id }]),
    }),
    /** The requester accepts (approved, the credits reserved) or declines (cancelled) the owner's counter-offer. */
    answerCounterOffer: build.mutation<SwapRequestDetailView, { id: string; answer: 'accept' | 'decline' }>({
      query: ({ id, answer }) => ({ url: swapPath(id, `counter/${answer}`), method: 'POST' }),
      invalidatesTags: (result, error, { id }) => (error ? [] : afterTransition(id, reagentsOf(result))),
    }),
    markSwapShipped: build.mutation<SwapRequestDetailView, string>({
      query: (id) => ({ url: swapPath(id, 'ship'), method: 'POST' }),
      invalidatesTags: (_result, error, id) => (error ? [] : [SWAP_LIST, { type: 'Swap', id }]),
    }),
    completeSwapRequest: build.mutation<SwapRequestDetailView, string>({
      query: (id) => ({ url: swapPath(id, 'complete'), method: 'POST' }),
      invalidatesTags: (result, error, id) => (error ? [] : afterTransition(id, reagentsOf(result))),
    }),
  }),
});

export const {
  useListSwapRequestsQuery,
  useGetSwapCountsQuery,
  useGetSwapRequestQuery,
  useCreateSwapRequestMutation,
  useEditSwapRequestMutation,
  useApproveSwapRequestMutation,
  useRejectSwapRequestMutation,
  useCancelSwapRequestMutation,
  useMarkSwapShippedMutation,
  useCompleteSwapRequestMutation,
  useCounterSwapOfferMutation,
  useAnswerCounterOfferMutation,
} = swapsApi;

/** Refresh (My Reagents): the swap lists and counts reload. */
export const invalidateSwapRequests = () => swapsApi.util.invalidateTags([SWAP_LIST, SWAP_COUNTS]);
