import type { FinanceRange, FinanceReport } from '@reagentswap/contracts';
import { baseApi } from '../../../shared/api/baseApi';
import { csvResponseHandler, type CsvFile } from '../../credits';

export type { FinanceGranularity, FinanceRange, FinanceReport, FinanceUniversityTotal } from '@reagentswap/contracts';

const api = baseApi.enhanceEndpoints({ addTagTypes: ['FinanceReport'] });

/** The admin Finance page: GET /api/admin/finance and its CSV (amounts in integer cents). */
export const financeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFinanceReport: build.query<FinanceReport, FinanceRange>({
      query: (range) => ({ url: '/admin/finance', params: { ...range } }),
      providesTags: ['FinanceReport'],
    }),
    /** The CSV needs the bearer token: fetched here and handed to the browser as an object URL. */
    downloadFinanceCsv: build.mutation<CsvFile, FinanceRange>({
      query: (range) => ({
        url: '/admin/finance.csv',
        params: { ...range },
        responseHandler: csvResponseHandler,
        cache: 'no-store',
      }),
    }),
  }),
});

export const { useGetFinanceReportQuery, useDownloadFinanceCsvMutation } = financeApi;

const creditsFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Integer cents as credits with two decimals ("1,234.50"); division only for display, never summed. */
export const formatCents = (cents: number): string => creditsFormat.format(cents / 100);
