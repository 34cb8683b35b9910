import { Alert, Button, Card, Input, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { getApiErrorInfo } from '../../shared/api/problem';
import { forgetPendingApproval } from '../../shared/session/pendingApproval';
import { selectSessionStatus } from '../../shared/session/sessionSlice';
import { ACCOUNT_SUSPENDED_MESSAGE, handleAccountStatus, startSession } from '../../shared/session/sessionManager';
import { FormField } from '../../shared/ui/FormField';
import { PasswordInput } from '../../shared/ui/PasswordInput';
import { toast } from '../../shared/ui/toast';
import { useLoginMutation } from './authApi';
import { getRedirectTarget } from './redirect';
import { validateLogin } from './validation';

const FALLBACK_ERROR = 'Failed to sign in. Please check your credentials.';

export function LoginPage() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  const [login, { isLoading }] = useLoginMutation();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  // Signed in (just now, or already): go back where the user was heading, else the dashboard.
  if (status === 'authenticated') return <Navigate to={getRedirectTarget(location.state)} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const problem = validateLogin({ email, password });
    setFormError(problem);
    if (problem) return;

    try {
      const session = await login({ email: email.trim(), password }).unwrap();
      toast.success('Login successful!');
      startSession(dispatch, session);
    } catch (error) {
      const info = getApiErrorInfo(error);
      // Decided on since: no longer held on the pending page in this browser.
      if (info.code === 'ACCOUNT_REJECTED' || info.code === 'ACCOUNT_SUSPENDED') forgetPendingApproval();
      if (info.status === 403 && info.code === 'ACCOUNT_PENDING') {
        // Also remembers the pending account, so guarded pages keep sending it there.
        handleAccountStatus(dispatch, 'ACCOUNT_PENDING');
        return;
      }
      if (info.status === 403 && info.code === 'ACCOUNT_SUSPENDED') {
        toast.error(ACCOUNT_SUSPENDED_MESSAGE);
        return;
      }
      setFormError(info.message ?? FALLBACK_ERROR);
    }
  };

  return (
    <main className="page page--auth">
      <Card className="auth-card">
        <Typography.Title level={1} className="auth-card__title">
          Sign In
        </Typography.Title>
        <Typography.Paragraph type="secondary">Welcome back to ReagentSwap.</Typography.Paragraph>

        <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isLoading}>
          {formError ? <Alert type="error" showIcon title={formError} role="alert" className="auth-form__error" /> : null}

          <FormField htmlFor="login-email" label="Email">
            <Input
              id="login-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="you@university.edu"
            />
          </FormField>

          <FormField htmlFor="login-password" label="Password">
            <PasswordInput
              id="login-password"
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              placeholder="Your password"
            />
          </FormField>

          <div className="auth-form__row auth-form__row--end">
            <Link to="/forgot-password">Forgot password?</Link>
          </div>

          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            {isLoading ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>

        <p className="auth-card__switch">
          Don&apos;t have an account? <Link to="/register">Register</Link>
        </p>
      </Card>
    </main>
  );
}
