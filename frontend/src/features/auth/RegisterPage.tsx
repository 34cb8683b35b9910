import { CheckCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Input, Result, Typography } from 'antd';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { getApiErrorInfo } from '../../shared/api/problem';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { FormField } from '../../shared/ui/FormField';
import { REGISTER_INTRO } from '../../shared/ui/pageIntros';
import { PasswordInput } from '../../shared/ui/PasswordInput';
import { toast } from '../../shared/ui/toast';
import { LabPicker, UniversityPicker, withUniversity } from '../institutions';
import { useRegisterMutation } from './authApi';
import { PASSWORD_HINT, validateRegister, type RegisterValues } from './validation';

const INITIAL: RegisterValues = {
  email: '',
  username: '',
  universityId: null,
  labId: null,
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

function RegistrationSubmitted() {
  return (
    <main className="page page--auth">
      <Card className="auth-card">
        <Result
          status="success"
          icon={<CheckCircleOutlined />}
          title={<h1 className="result-title">Registration Submitted</h1>}
          subTitle={
            <>
              <p>Your account is pending approval by an administrator.</p>
              <p>Approval usually takes 24-48 hours. You will receive an e-mail once your account has been reviewed.</p>
            </>
          }
          extra={
            <ButtonLink type="primary" to="/login">
              Return to Login
            </ButtonLink>
          }
        />
      </Card>
    </main>
  );
}

export function RegisterPage() {
  const [values, setValues] = useState<RegisterValues>(INITIAL);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [register, { isLoading }] = useRegisterMutation();

  const set = <K extends keyof RegisterValues>(key: K, value: RegisterValues[K]) => setValues((current) => ({ ...current, [key]: value }));

  if (submitted) return <RegistrationSubmitted />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const problem = validateRegister(values);
    setFormError(problem);
    if (problem) return;

    try {
      const result = await register({
        email: values.email.trim(),
        username: values.username.trim(),
        universityId: values.universityId ?? '',
        labId: values.labId ?? '',
        password: values.password,
        confirmPassword: values.confirmPassword,
        acceptTerms: values.acceptTerms,
      }).unwrap();
      // The server's own wording (spec: 'Registration successful! Please check your email…').
      if (result.message) toast.success(result.message);
      setSubmitted(true);
      window.scrollTo({ top: 0 });
    } catch (error) {
      const { message } = getApiErrorInfo(error);
      toast.error(`Registration failed: ${message ?? 'Unknown error'}`);
      setFormError(message ?? 'Registration failed.');
    }
  };

  return (
    <main className="page page--auth">
      <Card className="auth-card auth-card--wide">
        <Typography.Title level={1} className="auth-card__title">
          {REGISTER_INTRO.title}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{REGISTER_INTRO.lead}</Typography.Paragraph>

        <form className="auth-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isLoading}>
          {formError ? <Alert type="error" showIcon title={formError} role="alert" className="auth-form__error" /> : null}

          <FormField htmlFor="register-email" label="Email" required>
            <Input
              id="register-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              value={values.email}
              onChange={(e) => set('email', e.target.value)}
              placeholder="you@university.edu"
            />
          </FormField>

          <FormField htmlFor="register-username" label="Username" required>
            <Input
              id="register-username"
              autoComplete="username"
              value={values.username}
              onChange={(e) => set('username', e.target.value)}
              placeholder="How other members will see you"
            />
          </FormField>

          <FormField htmlFor="register-university" label="University" required>
            <UniversityPicker
              id="register-university"
              value={values.universityId}
              onChange={(universityId) => setValues((current) => withUniversity(current, universityId))}
            />
          </FormField>

          <FormField htmlFor="register-lab" label="Lab" required>
            <LabPicker
              id="register-lab"
              universityId={values.universityId}
              value={values.labId}
              onChange={(labId) => set('labId', labId)}
            />
          </FormField>

          <FormField htmlFor="register-password" label="Password" required hint={`Use ${PASSWORD_HINT}.`} hintId="register-password-hint">
            <PasswordInput
              id="register-password"
              value={values.password}
              onChange={(password) => set('password', password)}
              autoComplete="new-password"
              aria-describedby="register-password-hint"
            />
          </FormField>

          <FormField htmlFor="register-confirm-password" label="Confirm Password" required>
            <PasswordInput
              id="register-confirm-password"
              value={values.confirmPassword}
              onChange={(confirmPassword) => set('confirmPassword', confirmPassword)}
              autoComplete="new-password"
            />
          </FormField>

          <div className="form-field">
            <Checkbox id="register-terms" checked={values.acceptTerms} onChange={(e) => set('acceptTerms', e.target.checked)}>
              I agree to the <Link to="/terms">Terms &amp; Conditions</Link> and <Link to="/privacy">Privacy Policy</Link>
            </Checkbox>
          </div>

          <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
            {isLoading ? 'Creating account...' : 'Register'}
          </Button>
        </form>

        <p className="auth-card__switch">
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      </Card>
    </main>
  );
}
