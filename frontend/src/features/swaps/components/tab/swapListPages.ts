import { SWAP_LIST_PAGE, type Page } from '@reagentswap/contracts';
import { swapsApi, type SwapBox, type SwapRequestView, type SwapSection } from '../../swapsApi';

export interface SwapListSection {
  box: SwapBox;
  section: SwapSection;
}

/**
 * The Swap Requests tab's sections as page-numbered infinite lists ("Load more"). They provide the
 * list tag swapsApi's transitions and the tab's Refresh invalidate, so every loaded page reloads.
 */
const tabApi = swapsApi.injectEndpoints({
  endpoints: (build) => ({
    listSwapRequestPages: build.infiniteQuery<Page<SwapRequestView>, SwapListSection, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
      },
      query: ({ queryArg: { box, section }, pageParam }) => ({
        url: '/swaps',
        params: { box, section, page: String(pageParam), pageSize: String(SWAP_LIST_PAGE.pageSize) },
      }),
      providesTags: [{ type: 'Swap', id: 'LIST' }],
    }),
  }),
});

export const { useListSwapRequestPagesInfiniteQuery } = tabApi;

/** The loaded pages as one list; a request that moved between pages while they reloaded shows once. */
export function swapsOf(pages: Array<Page<SwapRequestView>> | undefined): SwapRequestView[] {
  const seen = new Set<string>();
  return (pages ?? []).flatMap((page) => page.items).filter(({ id }) => !seen.has(id) && Boolean(seen.add(id)));
}
