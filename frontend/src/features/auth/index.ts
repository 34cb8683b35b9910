// The auth feature's public surface: its pages and guards (router), the session keeper (App), and
// what other features use of the signed-in state.
import { lazyNamed } from '../../shared/lib/lazyNamed';

// Pages are chunks of their own, fetched when first shown (shared/lib/lazyNamed).
export const ConfirmEmailPage = lazyNamed(() => import('./ConfirmEmailPage'), 'ConfirmEmailPage');
export const ForgotPasswordPage = lazyNamed(() => import('./ForgotPasswordPage'), 'ForgotPasswordPage');
export const LoginPage = lazyNamed(() => import('./LoginPage'), 'LoginPage');
export const PendingApprovalPage = lazyNamed(() => import('./PendingApprovalPage'), 'PendingApprovalPage');
export const RegisterPage = lazyNamed(() => import('./RegisterPage'), 'RegisterPage');
export const ResetPasswordPage = lazyNamed(() => import('./ResetPasswordPage'), 'ResetPasswordPage');

export { AuthLoadingScreen } from './components/AuthLoadingScreen';
export { NotLoggedIn } from './components/NotLoggedIn';
export { RequireAdmin } from './components/RequireAdmin';
export { RequireAuth } from './components/RequireAuth';
export { SessionExitRedirect } from './components/SessionExitRedirect';
export { SessionKeeper } from './components/SessionKeeper';
export { useGetMeQuery } from './authApi';
export { useSignOut } from './useSignOut';
