import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Input, Result, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { getApiErrorInfo } from '../../shared/api/problem';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { FormField } from '../../shared/ui/FormField';
import { validateEmail } from '../profile';
import { useRequestPasswordResetMutation } from './accountRecoveryApi';

/** The same answer whether or not the address has an account (the server does the same). */
export const RESET_LINK_SENT = 'If an account exists for this email, we have sent a link to reset your password.';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const problem = validateEmail(email);
    setError(problem);
    if (problem) return;
    try {
      await requestReset({ email: email.trim() }).unwrap();
      setSentTo(email.trim());
    } catch (failure) {
      setError(getApiErrorInfo(failure).message ?? 'Something went wrong. Please try again.');
    }
  };

  if (sentTo) {
    return (
      <main className="page page--auth">
        <Card className="auth-card">
          <Result
            icon={<MailOutlined aria-hidden="true" />}
            title={<h1 className="result-title">Check your email</h1>}
            subTitle={
              <>
                <p>{RESET_LINK_SENT}</p>
                <p>The link is valid for one hour. Check your spam folder if nothing arrives within a few minutes.</p>
              </>
            }
            extra={
              <ButtonLink type="primary" to="/login">
                Back to Login
              </ButtonLink>
            }
          />
        </Card>
      </main>
    );
  }

  return (
    <main className="page page--auth">
      <Card className="auth-card">
        <Typography.Title level={1} className="auth-card__title">
          Forgot Password
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          Enter the email address of your account and we&apos;ll send you a link to choose a new password.
        </Typography.Paragraph>
        <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isLoading}>
          {error ? <Alert type="error" showIcon title={error} role="alert" className="auth-form__error" /> : null}
          <FormField htmlFor="forgot-email" label="Email">
            <Input
              id="forgot-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              placeholder="you@university.edu"
            />
          </FormField>
          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            {isLoading ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
        <p className="auth-card__switch">
          Remembered it? <Link to="/login">Back to Login</Link>
        </p>
      </Card>
    </main>
  );
}
