import { retry, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { baseApi, baseQueryWithReauth } from '../../shared/api/baseApi';
import type { ApprovalStatus } from '../../shared/session/types';
import type { CreditBalance } from '../credits/creditsApi';

/** A page of a bounded list, as every admin list endpoint returns it. */
export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

export interface PageArgs {
  page: number;
  pageSize: number;
}

/** GET /api/admin/statistics (reporting module). */
export interface AdminStatistics {
  totalUsers: number;
  totalReagents: number;
  totalSwapsCompleted: number;
  totalCreditsExchanged: number;
  totalMessagesSent: number;
  totalSwapRequests: number;
  totalReagentSwaps: number;
}

/** GET /api/admin/registrations: pending accounts, newest first. */
export interface PendingRegistration {
  id: string;
  email: string;
  username: string;
  displayUsername: string | null;
  university: string | null;
  universityId: string | null;
  lab: string | null;
  labId: string | null;
  city: string | null;
  country: string | null;
  createdAt: string;
  approvalStatus: 'pending';
}

/** A row of User Management (GET /api/admin/users). Credits come from the ledger, per user. */
export interface AdminUser {
  id: string;
  email: string;
  username: string;
  displayUsername: string | null;
  displayName: string;
  university: string | null;
  universityId: string | null;
  lab: string | null;
  labId: string | null;
  isAdmin: boolean;
  /** Suspended (spec §3: is_deleted). */
  isDeleted: boolean;
  approvalStatus: ApprovalStatus;
  createdAt: string;
}

export type AdminUserAction = 'promote' | 'demote' | 'suspend' | 'reactivate';

export interface AdminUserActionResult {
  message: string;
  user: AdminUser;
}

export interface AdminAction {
  id: string;
  /** e.g. registration.approved, user.promoted, user.suspended … */
  action: string;
  actor: { id: string; displayName: string; email: string };
  target: { id: string; displayName: string; email: string } | null;
  details: Record<string, unknown>;
  createdAt: string;
}

export type AuditProblemKind =
  | 'sequence-gap'
  | 'chain-broken'
  | 'hash-mismatch'
  | 'invalid-event'
  | 'rule-violation'
  | 'replay-mismatch'
  | 'projection-missing'
  | 'projection-mismatch'
  | 'projection-orphan'
  | 'negative-available'
  | 'transfer-unbalanced';

export interface AuditProblem {
  accountId: string;
  sequence?: number;
  kind: AuditProblemKind | string;
  message: string;
}

export interface AuditReport {
  ok: boolean;
  checkedEvents: number;
  checkedAccounts: number;
  checkedTransfers?: number;
  durationMs: number;
  /** The first problems (the server caps the list); problemCount counts them all. */
  problems: AuditProblem[];
  problemCount?: number;
}

export interface RebuildSummary {
  accounts: number;
  events: number;
  inserted: number;
  corrected: number;
  removed: number;
  durationMs: number;
}

export type MailStatus = 'queued' | 'delivered' | 'failed';

export interface OutboxMailSummary {
  id: string;
  to: string;
  subject: string;
  kind: string;
  template: string;
  status: MailStatus;
  transport: 'local' | 'smtp' | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

export interface OutboxMail extends OutboxMailSummary {
  replyTo: string | null;
  /** null once handed to SMTP (only the local outbox keeps bodies). */
  html: string | null;
  text: string | null;
}

export interface OutboxArgs extends PageArgs {
  status?: MailStatus;
  to?: string;
}

/** A delivery an event subscriber failed on its last attempt (ADR 0006): waits for an admin's Retry. */
export interface ParkedDelivery {
  id: string;
  eventType: string;
  subscriber: string;
  attempts: number;
  lastError: string | null;
  occurredAt: string;
  parkedAt: string | null;
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
    decideRegistration: build.mutation<{ id: string; approvalStatus: ApprovalStatus }, { id: string; decision: 'approve' | 'reject' }>({
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
