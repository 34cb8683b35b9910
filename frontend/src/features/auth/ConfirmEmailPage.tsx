import { Card, Result } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { getApiErrorInfo } from '../../shared/api/problem';
import { selectCurrentUser } from '../../shared/session/sessionSlice';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { LoadingScreen } from '../../shared/ui/LoadingScreen';
import { profileApi, useConfirmEmailChangeMutation } from '../../shared/api/profileApi';

type Outcome = { kind: 'pending' } | { kind: 'confirmed'; message: string; email: string } | { kind: 'failed'; message: string };

const INVALID_LINK = 'This confirmation link is invalid.';

/** /confirm-email?token=…: the link from the e-mail change message. Open to visitors (the link is the credential). */
export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const [confirm] = useConfirmEmailChangeMutation();
  const [outcome, setOutcome] = useState<Outcome>(() => (token ? { kind: 'pending' } : { kind: 'failed', message: INVALID_LINK }));
  // The link works once: never send it twice (StrictMode runs effects twice in development).
  const sent = useRef(false);
  const signedInRef = useRef(user !== null);
  signedInRef.current = user !== null;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm({ token })
      .unwrap()
      .then(({ message, email }) => {
        setOutcome({ kind: 'confirmed', message, email });
        // Signed in here: reload the own profile so the header and settings show the new address.
        if (signedInRef.current)
          void dispatch(profileApi.endpoints.getProfile.initiate(undefined, { subscribe: false, forceRefetch: true }));
      })
      .catch((error: unknown) =>
        setOutcome({ kind: 'failed', message: getApiErrorInfo(error).message ?? 'Something went wrong. Please try again.' }),
      );
  }, [token, confirm, dispatch]);

  if (outcome.kind === 'pending') return <LoadingScreen message="Confirming your email address..." />;

  const signedIn = user !== null;
  return (
    <main className="page page--auth">
      <Card className="auth-card">
        {outcome.kind === 'confirmed' ? (
          <Result
            status="success"
            title={<h1 className="result-title">Email confirmed</h1>}
            subTitle={
              <>
                <p>{outcome.message}</p>
                <p>
                  From now on, sign in with <strong>{outcome.email}</strong>.
                </p>
              </>
            }
            extra={
              <ButtonLink type="primary" to={signedIn ? '/profile' : '/login'}>
                {signedIn ? 'Go to My Profile' : 'Go to Login'}
              </ButtonLink>
            }
          />
        ) : (
          <Result
            status="warning"
            title={<h1 className="result-title">Email not confirmed</h1>}
            subTitle={outcome.message}
            extra={
              <ButtonLink type="primary" to={signedIn ? '/profile' : '/login'}>
                {signedIn ? 'Go to My Profile' : 'Go to Login'}
              </ButtonLink>
            }
          />
        )}
      </Card>
    </main>
  );
}
