import type { RenameSavedSearchBody, SaveSearchBody, SavedSearchView } from '@reagentswap/contracts';
import { baseApi } from '../../../shared/api/baseApi';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['SavedSearch'] });
const LIST = { type: 'SavedSearch' as const, id: 'LIST' };

/** /api/saved-searches (issue 19 item 2, ADR 0028): the member's own saved searches. */
export const savedSearchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSavedSearches: build.query<SavedSearchView[], void>({
      query: () => '/saved-searches',
      providesTags: [LIST],
    }),
    saveSearch: build.mutation<SavedSearchView, SaveSearchBody>({
      query: (body) => ({ url: '/saved-searches', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    renameSavedSearch: build.mutation<SavedSearchView, { id: string } & RenameSavedSearchBody>({
      query: ({ id, name }) => ({ url: `/saved-searches/${encodeURIComponent(id)}`, method: 'PATCH', body: { name } }),
      invalidatesTags: [LIST],
    }),
    /** The Run link: its new matches are seen. */
    runSavedSearch: build.mutation<void, string>({
      query: (id) => ({ url: `/saved-searches/${encodeURIComponent(id)}/run`, method: 'POST' }),
      invalidatesTags: [LIST],
    }),
    deleteSavedSearch: build.mutation<void, string>({
      query: (id) => ({ url: `/saved-searches/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListSavedSearchesQuery,
  useSaveSearchMutation,
  useRenameSavedSearchMutation,
  useRunSavedSearchMutation,
  useDeleteSavedSearchMutation,
} = savedSearchesApi;
