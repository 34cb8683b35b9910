import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { selectAccessToken, type SessionState } from '../session/sessionSlice';
import { handleAccountStatus, isRefreshInFlight, refreshAfterUnauthorized } from '../session/sessionManager';
import { isAccountStatusCode } from '../session/types';
import { isProblemDetails } from './problem';

type StateWithSession = { session: SessionState };

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'include',
  prepareHeaders: (headers, { getState }) => {
    const token = selectAccessToken(getState() as StateWithSession);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return headers;
  },
});

/**
 * Endpoints whose failures belong to the screen that called them: a 401 from login is a wrong
 * password, not an expired session, and a 403 ACCOUNT_PENDING there is a message for the form.
 */
const SESSION_ENDPOINTS = ['/auth/login', '/auth/register', '/auth/refresh', '/auth/logout'];

function urlOf(args: string | FetchArgs): string {
  return typeof args === 'string' ? args : args.url;
}

function isSessionEndpoint(args: string | FetchArgs): boolean {
  const url = urlOf(args).split('?')[0] ?? '';
  return SESSION_ENDPOINTS.some((path) => url === path || url.endsWith(path));
}

/**
 * fetchBaseQuery plus session upkeep: on 401 refresh once (single-flight) and retry; on a 403
 * carrying an account-status code, apply the app-wide handling (suspended / rejected / pending).
 */
export const baseQueryWithReauth: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extraOptions) => {
  // Don't send a token that is being replaced right now (anonymous calls need not wait).
  const pendingRefresh = isRefreshInFlight();
  if (pendingRefresh && selectAccessToken(api.getState() as StateWithSession)) await pendingRefresh;

  const tokenUsed = selectAccessToken(api.getState() as StateWithSession);
  let result = await rawBaseQuery(args, api, extraOptions);

  if (result.error?.status === 401 && tokenUsed && !isSessionEndpoint(args)) {
    const current = selectAccessToken(api.getState() as StateWithSession);
    if (current && current !== tokenUsed) {
      // Someone else refreshed while this request was on the wire.
      result = await rawBaseQuery(args, api, extraOptions);
    } else if (await refreshAfterUnauthorized(api.dispatch)) {
      result = await rawBaseQuery(args, api, extraOptions);
    }
  }

  if (result.error?.status === 403 && !isSessionEndpoint(args)) {
    const data = result.error.data;
    if (isProblemDetails(data) && isAccountStatusCode(data.code)) {
      handleAccountStatus(api.dispatch, data.code);
    }
  }

  return result;
};

/** The one RTK Query API; features add endpoints with `baseApi.injectEndpoints`. */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  tagTypes: ['Me', 'University', 'Lab', 'CreditBalance'],
  endpoints: () => ({}),
});
