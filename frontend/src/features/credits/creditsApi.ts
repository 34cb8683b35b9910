import type { CreditBalance, CreditHistoryPage, LedgerEventType, MemberCreditBalance, PageRequest } from '@reagentswap/contracts';
import { baseApi } from '../../shared/api/baseApi';
import { csvResponseHandler, type CsvFile } from '../../shared/api/csvDownload';

// The response shapes are the API's contracts, shared with the server (one definition).
export type { CreditBalance, CreditHistoryItem, CreditHistoryPage, LedgerEventType } from '@reagentswap/contracts';

/** Filters shared by the history page and its CSV export. */
export interface CreditHistoryFilter {
  types: LedgerEventType[];
  /** ISO 8601 instants, inclusive. */
  from?: string;
  to?: string;
}

export interface CreditHistoryArgs extends CreditHistoryFilter, PageRequest {}

/** Whose credits a screen shows: the signed-in member's own, or (admins) any member's. */
export type CreditScope = { kind: 'own' } | { kind: 'member'; userId: string };

export function filterParams(filter: CreditHistoryFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.types.length > 0) params.type = filter.types.join(',');
  if (filter.from) params.from = filter.from;
  if (filter.to) params.to = filter.to;
  return params;
}

function historyParams({ page, pageSize, ...filter }: CreditHistoryArgs): Record<string, string> {
  return {
    page: String(page),
    pageSize: String(pageSize),
    ...filterParams(filter),
  };
}

const memberPath = (userId: string) => `/admin/credits/${encodeURIComponent(userId)}`;

/** Tag types of the credits screens, added to the one API without touching its definition. */
const api = baseApi.enhanceEndpoints({
  addTagTypes: ['CreditHistory', 'MemberCredits'],
});

export const creditsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCreditBalance: build.query<CreditBalance, void>({
      query: () => '/credits/balance',
      providesTags: ['CreditBalance'],
    }),
    getCreditHistory: build.query<CreditHistoryPage, CreditHistoryArgs>({
      query: (args) => ({
        url: '/credits/history',
        params: historyParams(args),
      }),
      providesTags: ['CreditHistory'],
    }),
    /** The CSV needs the bearer token, so it is fetched here (with session upkeep) and handed
     * to the browser as an object URL; see csvDownload.ts. */
    downloadCreditHistoryCsv: build.mutation<CsvFile, CreditHistoryFilter>({
      query: (filter) => ({
        url: '/credits/history.csv',
        params: filterParams(filter),
        responseHandler: csvResponseHandler,
        cache: 'no-store',
      }),
    }),

    // Admin: any member's credits.
    /** One request for a whole page of the user table, keyed by user id. */
    getMemberBalances: build.query<Record<string, CreditBalance>, string[]>({
      query: (userIds) => ({ url: '/admin/credits/balances', params: { userIds: userIds.join(',') } }),
      transformResponse: (rows: MemberCreditBalance[]) => Object.fromEntries(rows.map(({ userId, ...balance }) => [userId, balance])),
      providesTags: (_result, _error, userIds) => userIds.map((id) => ({ type: 'MemberCredits' as const, id })),
    }),
    getMemberBalance: build.query<CreditBalance, string>({
      query: (userId) => `${memberPath(userId)}/balance`,
      providesTags: (_result, _error, userId) => [{ type: 'MemberCredits', id: userId }],
    }),
    getMemberHistory: build.query<CreditHistoryPage, CreditHistoryArgs & { userId: string }>({
      query: ({ userId, ...args }) => ({
        url: `${memberPath(userId)}/history`,
        params: historyParams(args),
      }),
      providesTags: (_result, _error, { userId }) => [{ type: 'MemberCredits', id: userId }],
    }),
    downloadMemberHistoryCsv: build.mutation<CsvFile, CreditHistoryFilter & { userId: string }>({
      query: ({ userId, ...filter }) => ({
        url: `${memberPath(userId)}/history.csv`,
        params: filterParams(filter),
        responseHandler: csvResponseHandler,
        cache: 'no-store',
      }),
    }),
  }),
});

export const {
  useGetCreditBalanceQuery,
  useGetCreditHistoryQuery,
  useDownloadCreditHistoryCsvMutation,
  useGetMemberBalanceQuery,
  useGetMemberBalancesQuery,
  useGetMemberHistoryQuery,
  useDownloadMemberHistoryCsvMutation,
} = creditsApi;

const creditFormat = new Intl.NumberFormat(undefined, {
  maximumFractionDigits: 2,
});
const signedCreditFormat = new Intl.NumberFormat(undefined, {
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

export function formatCredits(amount: number): string {
  return creditFormat.format(amount);
}

/** "+50", "−12.5", "0". */
export function formatSignedCredits(amount: number): string {
  return signedCreditFormat.format(amount);
}
