import type { AuthSession, LoginRequest, Me, RegisterRequest, RegisterResponse } from '@reagentswap/contracts';
import { baseApi } from '../../shared/api/baseApi';

// The shapes are the API's contracts, shared with the server (one definition).
export type { LoginRequest, RegisterRequest, RegisterResponse } from '@reagentswap/contracts';

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthSession, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    logout: build.mutation<null, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
    }),
    getMe: build.query<Me, void>({
      query: () => '/auth/me',
      providesTags: ['Me'],
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useLogoutMutation, useGetMeQuery } = authApi;
