import type { CheckpointVerdict, LedgerCheckpointFile, LedgerCheckpointSummary } from '@reagentswap/contracts';
import { baseApi } from '../../../shared/api/baseApi';
import { csvResponseHandler, type CsvFile } from '../../credits';

export type { CheckpointVerdict, LedgerCheckpointFile, LedgerCheckpointSummary } from '@reagentswap/contracts';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['LedgerCheckpoints'] });

/** Signed ledger checkpoints (ADR 0004): list, make one, download the latest, verify a kept file. */
export const ledgerCheckpointsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLedgerCheckpoints: build.query<LedgerCheckpointSummary[], void>({
      query: () => '/admin/credits/checkpoints',
      providesTags: ['LedgerCheckpoints'],
    }),
    createLedgerCheckpoint: build.mutation<LedgerCheckpointSummary, void>({
      query: () => ({ url: '/admin/credits/checkpoints', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['LedgerCheckpoints']),
    }),
    /** The file needs the bearer token, so it is fetched here and handed to the browser as a blob (as CSV exports are). */
    downloadLatestLedgerCheckpoint: build.mutation<CsvFile, void>({
      query: () => ({ url: '/admin/credits/checkpoints/latest', responseHandler: csvResponseHandler, cache: 'no-store' }),
    }),
    verifyLedgerCheckpoint: build.mutation<CheckpointVerdict, LedgerCheckpointFile>({
      query: (file) => ({ url: '/admin/credits/checkpoints/verify', method: 'POST', body: file }),
    }),
  }),
});

export const {
  useGetLedgerCheckpointsQuery,
  useCreateLedgerCheckpointMutation,
  useDownloadLatestLedgerCheckpointMutation,
  useVerifyLedgerCheckpointMutation,
} = ledgerCheckpointsApi;
