import { Alert, Button, Card, Result, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { getApiErrorInfo } from '../../shared/api/problem';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { FormField } from '../../shared/ui/FormField';
import { PasswordInput } from '../../shared/ui/PasswordInput';
import { toast } from '../../shared/ui/toast';
import { useConfirmPasswordResetMutation } from './accountRecoveryApi';
import { PASSWORD_HINT, validateNewPassword } from './validation';

const PASSWORD_RESET_DONE = 'Your password has been reset. You can now log in with your new password.';
/** Codes of a link that cannot be used any more: the page then offers a new one. */
const DEAD_LINK_CODES = ['RESET_TOKEN_INVALID', 'RESET_TOKEN_USED', 'RESET_TOKEN_REPLACED', 'RESET_TOKEN_EXPIRED'];

function InvalidLink({ message }: { message: string }) {
  return (
    <main className="page page--auth">
      <Card className="auth-card">
        <Result
          status="warning"
          title={<h1 className="result-title">Reset link not valid</h1>}
          subTitle={message}
          extra={
            <ButtonLink type="primary" to="/forgot-password">
              Request a New Link
            </ButtonLink>
          }
        />
      </Card>
    </main>
  );
}

/** /reset-password?token=…: choose a new password (registration rules), then sign in. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();

  if (!token) return <InvalidLink message="This password reset link is invalid." />;
  if (deadLink) return <InvalidLink message={deadLink} />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const problem = validateNewPassword(password, confirmPassword);
    setError(problem);
    if (problem) return;
    try {
      const { message } = await confirmReset({ token, password, confirmPassword }).unwrap();
      toast.success(message || PASSWORD_RESET_DONE);
      void navigate('/login', { replace: true });
    } catch (failure) {
      const info = getApiErrorInfo(failure);
      const message = info.message ?? 'Something went wrong. Please try again.';
      if (info.code && DEAD_LINK_CODES.includes(info.code)) setDeadLink(message);
      else setError(message);
    }
  };

  return (
    <main className="page page--auth">
      <Card className="auth-card">
        <Typography.Title level={1} className="auth-card__title">
          Choose a New Password
        </Typography.Title>
        <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isLoading}>
          {error ? <Alert type="error" showIcon title={error} role="alert" className="auth-form__error" /> : null}
          {/* Lets password managers store the new password. */}
          <input type="text" autoComplete="username" hidden readOnly />
          <FormField htmlFor="reset-password" label="New Password" hint={`Use ${PASSWORD_HINT}.`} hintId="reset-password-hint">
            <PasswordInput
              id="reset-password"
              value={password}
              onChange={setPassword}
              autoComplete="new-password"
              aria-describedby="reset-password-hint"
            />
          </FormField>
          <FormField htmlFor="reset-confirm-password" label="Confirm New Password">
            <PasswordInput id="reset-confirm-password" value={confirmPassword} onChange={setConfirmPassword} autoComplete="new-password" />
          </FormField>
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            {isLoading ? 'Saving...' : 'Reset Password'}
          </Button>
        </form>
        <p className="auth-card__switch">
          <Link to="/login">Back to Login</Link>
        </p>
      </Card>
    </main>
  );
}
