import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../../../shared/store/hooks';
import { isPendingApproval } from '../../../shared/session/pendingApproval';
import { selectSession } from '../../../shared/session/sessionSlice';
import { LoadingScreen } from '../../../shared/ui/LoadingScreen';
import type { FromState } from '../redirect';
import { AccountStatusRedirect } from './AccountStatusRedirect';
import { AuthLoadingScreen } from './AuthLoadingScreen';
import { NotLoggedIn } from './NotLoggedIn';

interface RequireAuthProps {
  children: ReactNode;
  /** Where a guest goes; /login by default (the dashboard sends guests to /). */
  redirectTo?: string;
  loadingMessage?: string;
  allowRetry?: boolean;
  /** Show guests this in-page login prompt instead of redirecting them (pages whose spec has one, §2). */
  guestPrompt?: string;
}

/**
 * Signed-in routes. Guests are redirected (remembering where they were going); pending users
 * (signed in, or turned away at sign-in in this browser) are confined to /pending-approval;
 * rejected and suspended users are sent to /login. With `guestPrompt`, guests see a Not Logged In
 * prompt with that message in place instead.
 */
export function RequireAuth({ children, redirectTo = '/login', loadingMessage, allowRetry, guestPrompt }: RequireAuthProps) {
  const { status, user, exitTo } = useAppSelector(selectSession);
  const location = useLocation();

  if (status === 'restoring') return <AuthLoadingScreen message={loadingMessage} allowRetry={allowRetry} />;
  if (status === 'signingOut') return <LoadingScreen message="Logging you out..." />;
  // The session just ended on its own; <SessionExitRedirect/> is taking the user elsewhere.
  if (exitTo) return <LoadingScreen message="Redirecting..." />;
  if (status === 'guest' || !user) {
    // A pending member has no session but stays confined to /pending-approval (spec §2, §6).
    if (isPendingApproval()) return <Navigate to="/pending-approval" replace />;
    if (guestPrompt) {
      return (
        <main className="page">
          <NotLoggedIn message={guestPrompt} />
        </main>
      );
    }
    const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={redirectTo} replace state={state} />;
  }
  if (user.isDeleted) return <AccountStatusRedirect code="ACCOUNT_SUSPENDED" />;
  if (user.approvalStatus === 'rejected') return <AccountStatusRedirect code="ACCOUNT_REJECTED" />;
  if (user.approvalStatus === 'pending') return <AccountStatusRedirect code="ACCOUNT_PENDING" />;
  return <>{children}</>;
}
