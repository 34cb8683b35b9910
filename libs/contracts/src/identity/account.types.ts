/** An account's place in the approval flow (spec §3). */
export type ApprovalStatus = 'pending' | 'approved' | 'rejected';

/** Codes the API puts on 403 responses for accounts that may not use the platform. */
export type AccountStatusCode = 'ACCOUNT_PENDING' | 'ACCOUNT_REJECTED' | 'ACCOUNT_SUSPENDED';

export interface NamedRef {
  id: string;
  name: string;
}

/** The signed-in user as returned by GET /api/auth/me, login and refresh. */
export interface Me {
  id: string;
  email: string;
  username: string;
  displayUsername: string | null;
  isAdmin: boolean;
  approvalStatus: ApprovalStatus;
  isDeleted: boolean;
  university: NamedRef | null;
  lab: NamedRef | null;
  city: string | null;
  country: string | null;
  createdAt: string;
}

/** Body of 200 responses from POST /api/auth/login and POST /api/auth/refresh. */
export interface AuthSession {
  accessToken: string;
  /** ISO date-time at which the access token expires. */
  expiresAt: string;
  user: Me;
}

/** POST /api/auth/login. */
export interface LoginRequest {
  email: string;
  password: string;
}

/** POST /api/auth/register. */
export interface RegisterRequest {
  email: string;
  username: string;
  universityId: string;
  labId: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

/** The account a registration created: pending until an admin approves it. */
export interface RegisteredUser {
  id: string;
  email: string;
  approvalStatus: 'pending';
}

export interface RegisterResponse {
  message: string;
  user: RegisteredUser;
}

/** POST /api/auth/password-reset. */
export interface PasswordResetRequest {
  email: string;
}

/** POST /api/auth/password-reset/confirm. */
export interface PasswordResetConfirm {
  token: string;
  password: string;
  confirmPassword: string;
}
