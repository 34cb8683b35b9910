/** The signed-in user as returned by GET /api/auth/me, login and refresh. */
export interface Me {
  id: string;
  email: string;
  username: string;
  displayUsername: string | null;
  isAdmin: boolean;
  approvalStatus: ApprovalStatus;
  isDeleted: boolean;
  university: { id: string; name: string } | null;
  lab: { id: string; name: string } | null;
  city: string | null;
  country: string | null;
  createdAt: string;
}

export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

/** Body of 200 responses from POST /api/auth/login and POST /api/auth/refresh. */
export interface AuthSession {
  accessToken: string;
  /** ISO date-time at which the access token expires. */
  expiresAt: string;
  user: Me;
}

/** Codes the API puts on 403 responses for accounts that may not use the platform. */
export type AccountStatusCode = 'ACCOUNT_PENDING' | 'ACCOUNT_REJECTED' | 'ACCOUNT_SUSPENDED';

export function isAccountStatusCode(code: unknown): code is AccountStatusCode {
  return code === 'ACCOUNT_PENDING' || code === 'ACCOUNT_REJECTED' || code === 'ACCOUNT_SUSPENDED';
}
