/** What sign-in and refresh return: the access token and the caller's account. */
export interface SessionResult {
  accessToken: string;
  expiresAt: string;
  refreshToken: string;
  refreshExpiresAt: Date;
  userId: string;
}

export const SESSION_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  sessionExpired: 'Your session has expired. Please log in again.',
} as const;
