import { retry, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type {
  AdminAction,
  AdminStatistics,
  AdminUser,
  AdminUserAction,
  AdminUserActionResult,
  AuditReport,
  CreditBalance,
  MailStatus,
  OutboxMail,
  OutboxMailSummary,
  Page,
  PageRequest,
  ParkedDelivery,
  PendingRegistration,
  RebuildSummary,
  RegistrationDecided,
  RegistrationDecision,
} from '@reagentswap/contracts';
import { baseApi, baseQueryWithReauth } from '../../shared/api/baseApi';

// The response shapes are the API's contracts, shared with the server (one definition).
export type {
  AdminAction,
  AdminStatistics,
  AdminUser,
  AdminUserAction,
  AdminUserActionResult,
  AuditProblem,
  AuditProblemKind,
  AuditReport,
  MailStatus,
  OutboxMail,
  OutboxMailSummary,
  Page,
  ParkedDelivery,
  PendingRegistration,
  RebuildSummary,
} from '@reagentswap/contracts';

export type PageArgs = PageRequest;

export interface OutboxArgs extends PageArgs {
  status?: MailStatus;
  to?: string;
}

export interface AdjustCreditsArgs {
  userId: string;
  newBalance: number;
  reason: string;
  /** One per edit, so a double click (or a retry) adjusts once. */
  idempotencyKey: string;
}

/** Spec §7: statistics are cached 5 minutes, retried once, not refetched on window focus. */
const STATISTICS_CACHE_SECONDS = 300;
// One retry, and only where retrying can help (network errors, 5xx); a 4xx will not change.
const statisticsBaseQuery = retry(baseQueryWithReauth, {
  retryCondition: (error, _args, { attempt }) => {
    const { status } = error as FetchBaseQueryError;
    return attempt <= 1 && (typeof status !== 'number' || status >= 500);
  },
});

const api = baseApi.enhanceEndpoints({
  addTagTypes: [
    'AdminStatistics',
    'AdminRegistrations',
    'AdminUsers',
    'AdminActions',
    'CreditAudit',
    'MailOutbox',
    'ParkedDeliveries',
    'MemberCredits',
    'CreditHistory',
  ],
});

const pageParams = ({ page, pageSize }: PageArgs) => ({
  page: String(page),
  pageSize: String(pageSize),
});

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminStatistics: build.query<AdminStatistics, void>({
      queryFn: async (_arg, queryApi, extraOptions) => {
        const result = await statisticsBaseQuery('/admin/statistics', queryApi, extraOptions);
        return result.error ? { error: result.error } : { data: result.data as AdminStatistics };
      },
      keepUnusedDataFor: STATISTICS_CACHE_SECONDS,
      providesTags: ['AdminStatistics'],
    }),

    getPendingRegistrations: build.query<PendingRegistration[], void>({
      query: () => '/admin/registrations',
      providesTags: ['AdminRegistrations'],
    }),
    decideRegistration: build.mutation<RegistrationDecided, { id: string; decision: RegistrationDecision }>({
      query: ({ id, decision }) => ({
        url: `/admin/users/${encodeURIComponent(id)}/${decision}`,
        method: 'POST',
      }),
      // The lists are refetched by the card 100 ms after the action (spec §7); the log right away.
      invalidatesTags: ['AdminActions'],
    }),

    getAdminUsers: build.query<Page<AdminUser>, PageArgs & { search?: string }>({
      query: ({ search, ...paging }) => ({
        url: '/admin/users',
        params: {
          ...pageParams(paging),
          ...(search?.trim() ? { search: search.trim() } : {}),
        },
      }),
      providesTags: ['AdminUsers'],
    }),
    manageUser: build.mutation<AdminUserActionResult, { id: string; action: AdminUserAction }>({
      query: ({ id, action }) => ({
        url: `/admin/users/${encodeURIComponent(id)}/${action}`,
        method: 'POST',
      }),
      invalidatesTags: ['AdminUsers', 'AdminActions'],
    }),
    getAdminActions: build.query<Page<AdminAction>, PageArgs>({
      query: (paging) => ({
        url: '/admin/actions',
        params: pageParams(paging),
      }),
      providesTags: ['AdminActions'],
    }),

    adjustCredits: build.mutation<CreditBalance, AdjustCreditsArgs>({
      query: ({ userId, newBalance, reason, idempotencyKey }) => ({
        url: `/admin/credits/${encodeURIComponent(userId)}/adjust`,
        method: 'POST',
        body: { newBalance, reason },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      // An admin may adjust their own account: their own balance and history move too.
      invalidatesTags: (_result, error, { userId }) =>
        error ? [] : [{ type: 'MemberCredits', id: userId }, 'CreditBalance', 'CreditHistory', 'CreditAudit'],
    }),
    getCreditAudit: build.query<AuditReport, void>({
      query: () => '/admin/credits/audit',
      providesTags: ['CreditAudit'],
      // An audit replays the whole ledger: run it when asked, not whenever a card re-mounts.
      keepUnusedDataFor: 0,
    }),
    rebuildCreditBalances: build.mutation<RebuildSummary, void>({
      query: () => ({ url: '/admin/credits/rebuild', method: 'POST' }),
      invalidatesTags: ['MemberCredits', 'CreditBalance', 'CreditAudit'],
    }),

    getMailOutbox: build.query<Page<OutboxMailSummary>, OutboxArgs>({
      query: ({ status, to, ...paging }) => ({
        url: '/admin/mail-outbox',
        params: {
          ...pageParams(paging),
          ...(status ? { status } : {}),
          ...(to?.trim() ? { to: to.trim() } : {}),
        },
      }),
      providesTags: ['MailOutbox'],
    }),
    getOutboxMail: build.query<OutboxMail, string>({
      query: (id) => `/admin/mail-outbox/${encodeURIComponent(id)}`,
    }),

    getParkedDeliveries: build.query<Page<ParkedDelivery>, PageArgs>({
      query: (paging) => ({ url: '/admin/event-deliveries/parked', params: pageParams(paging) }),
      providesTags: ['ParkedDeliveries'],
    }),
    retryParkedDelivery: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/event-deliveries/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: ['ParkedDeliveries'],
    }),
  }),
});

export const {
  useGetAdminStatisticsQuery,
  useGetPendingRegistrationsQuery,
  useDecideRegistrationMutation,
  useGetAdminUsersQuery,
  useManageUserMutation,
  useGetAdminActionsQuery,
  useAdjustCreditsMutation,
  useLazyGetCreditAuditQuery,
  useRebuildCreditBalancesMutation,
  useGetMailOutboxQuery,
  useGetOutboxMailQuery,
  useGetParkedDeliveriesQuery,
  useRetryParkedDeliveryMutation,
} = adminApi;
