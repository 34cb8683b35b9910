// The auth feature's public surface: its pages and guards (router), the session keeper (App), and
// what other features use of the signed-in state.
export { ConfirmEmailPage } from './ConfirmEmailPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
export { LoginPage } from './LoginPage';
export { PendingApprovalPage } from './PendingApprovalPage';
export { RegisterPage } from './RegisterPage';
export { ResetPasswordPage } from './ResetPasswordPage';
export { AuthLoadingScreen } from './components/AuthLoadingScreen';
export { NotLoggedIn } from './components/NotLoggedIn';
export { RequireAdmin } from './components/RequireAdmin';
export { RequireAuth } from './components/RequireAuth';
export { SessionExitRedirect } from './components/SessionExitRedirect';
export { SessionKeeper } from './components/SessionKeeper';
export { useGetMeQuery } from './authApi';
export { useSignOut } from './useSignOut';
