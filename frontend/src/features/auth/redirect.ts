/** Where a guard sends the user after sign-in: kept in the router location state as `from`. */
export interface FromState {
  from?: string;
}

const AUTH_PATHS = [
  '/login',
  '/auth/login',
  '/register',
  '/signup',
  '/auth/register',
  '/pending-approval',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
];

/** Only same-origin, non-auth paths are honoured (no open redirects, no loops). */
export function getRedirectTarget(state: unknown, fallback = '/dashboard'): string {
  const from = typeof state === 'object' && state !== null ? (state as FromState).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//')) return fallback;
  const path = from.split(/[?#]/)[0] ?? '';
  if (AUTH_PATHS.includes(path)) return fallback;
  return from;
}
