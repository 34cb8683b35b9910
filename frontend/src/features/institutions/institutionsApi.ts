import type { Lab, NewLab, NewUniversity, University } from '@reagentswap/contracts';
import { baseApi } from '../../shared/api/baseApi';

// The shapes are the API's contracts, shared with the server (one definition).
export type { Lab, NewLab, NewUniversity, University } from '@reagentswap/contracts';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The country list never changes while the app runs: fetch it once and keep it for the session. */
const KEEP_FOR_THE_SESSION = Infinity;

/** Choosing another university resets the lab (spec §4); the same one keeps the values as they are. */
export function withUniversity<V extends { universityId: string | null; labId: string | null }>(values: V, universityId: string | null): V {
  return values.universityId === universityId ? values : { ...values, universityId, labId: null };
}

export const institutionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/countries: the fixed country list (spec §3), the only values the server accepts. */
    getCountries: build.query<string[], void>({
      query: () => '/countries',
      keepUnusedDataFor: KEEP_FOR_THE_SESSION,
    }),
    getUniversities: build.query<University[], void>({
      query: () => '/universities',
      providesTags: [{ type: 'University', id: 'LIST' }],
    }),
    addUniversity: build.mutation<University, NewUniversity>({
      query: (body) => ({ url: '/universities', method: 'POST', body }),
      // Put the new university straight into the cached list so the picker can select it.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data: created } = await queryFulfilled;
          dispatch(
            institutionsApi.util.updateQueryData('getUniversities', undefined, (draft) => {
              if (!draft.some((u) => u.id === created.id)) draft.push(created);
              draft.sort(byName);
            }),
          );
        } catch {
          /* the caller reports the failure */
        }
      },
    }),
    getLabs: build.query<Lab[], string>({
      query: (universityId) => `/universities/${encodeURIComponent(universityId)}/labs`,
      providesTags: (_result, _error, universityId) => [{ type: 'Lab', id: universityId }],
    }),
    addLab: build.mutation<Lab, NewLab>({
      query: (body) => ({ url: '/labs', method: 'POST', body }),
      async onQueryStarted({ universityId }, { dispatch, queryFulfilled }) {
        try {
          const { data: created } = await queryFulfilled;
          dispatch(
            institutionsApi.util.updateQueryData('getLabs', universityId, (draft) => {
              if (!draft.some((l) => l.id === created.id)) draft.push(created);
              draft.sort(byName);
            }),
          );
        } catch {
          /* the caller reports the failure */
        }
      },
    }),
  }),
});

export const { useGetCountriesQuery, useGetUniversitiesQuery, useAddUniversityMutation, useGetLabsQuery, useAddLabMutation } =
  institutionsApi;
