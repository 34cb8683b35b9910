import type { MessageResponse, PasswordResetConfirm, PasswordResetRequest } from '@reagentswap/contracts';
import { baseApi } from '../../shared/api/baseApi';

export type { PasswordResetConfirm } from '@reagentswap/contracts';

/** Forgot password: ask for a link by e-mail, then set a new password with it. */
export const accountRecoveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<MessageResponse, PasswordResetRequest>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<MessageResponse, PasswordResetConfirm>({
      query: (body) => ({ url: '/auth/password-reset/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = accountRecoveryApi;
