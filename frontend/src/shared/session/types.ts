import type { AccountStatusCode } from '@reagentswap/contracts';

// The shapes are the API's contracts, shared with the server (one definition).
export type { AccountStatusCode, ApprovalStatus, AuthSession, Me } from '@reagentswap/contracts';

export function isAccountStatusCode(code: unknown): code is AccountStatusCode {
  return code === 'ACCOUNT_PENDING' || code === 'ACCOUNT_REJECTED' || code === 'ACCOUNT_SUSPENDED';
}
