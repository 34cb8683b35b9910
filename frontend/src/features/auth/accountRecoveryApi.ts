import { baseApi } from '../../shared/api/baseApi';

export interface PasswordResetConfirm {
  token: string;
  password: string;
  confirmPassword: string;
}

/** Forgot password: ask for a link by e-mail, then set a new password with it. */
export const accountRecoveryApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    requestPasswordReset: build.mutation<{ message: string }, { email: string }>({
      query: (body) => ({ url: '/auth/password-reset', method: 'POST', body }),
    }),
    confirmPasswordReset: build.mutation<{ message: string }, PasswordResetConfirm>({
      query: (body) => ({ url: '/auth/password-reset/confirm', method: 'POST', body }),
    }),
  }),
});

export const { useRequestPasswordResetMutation, useConfirmPasswordResetMutation } = accountRecoveryApi;
