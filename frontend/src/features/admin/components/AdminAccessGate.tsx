import { LockOutlined, ReloadOutlined, StopOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Result } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectSession } from '../../../shared/session/sessionSlice';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import { LoadingScreen } from '../../../shared/ui/LoadingScreen';
import { useGetMeQuery } from '../../auth';

/**
 * The admin panel's own states (spec §2), inside the route's admin guard: the panel re-reads the
 * profile from the server on every visit, so a role change made elsewhere shows at once.
 */
export function AdminAccessGate({ children }: { children: ReactNode }) {
  const { status, user } = useAppSelector(selectSession);
  const signedIn = status === 'authenticated' && user !== null;
  const me = useGetMeQuery(signedIn ? undefined : skipToken, {
    refetchOnMountOrArgChange: true,
  });

  // Spec §4: a failed profile load in the admin panel triggers one automatic refresh.
  const autoRetried = useRef(false);
  const { isError, refetch } = me;
  useEffect(() => {
    if (isError && !autoRetried.current) {
      autoRetried.current = true;
      void refetch();
    }
  }, [isError, refetch]);

  if (status === 'restoring' || (signedIn && me.isLoading)) {
    return <LoadingScreen message="Loading user information..." />;
  }

  if (!signedIn) {
    return (
      <main className="page page--narrow">
        <Result
          icon={<LockOutlined />}
          title={<h1 className="result-title">Admin Panel</h1>}
          subTitle="You need to be logged in to access this page."
          extra={
            <ButtonLink type="primary" to="/login">
              Log In
            </ButtonLink>
          }
        />
      </main>
    );
  }

  if (!me.data) {
    return (
      <LoadingScreen message="Waiting for admin profile data to load...">
        <Button icon={<ReloadOutlined />} loading={me.isFetching} onClick={() => void me.refetch()}>
          Retry Loading Profile
        </Button>
      </LoadingScreen>
    );
  }

  if (!me.data.isAdmin) {
    return (
      <main className="page page--narrow">
        <Result
          icon={<StopOutlined />}
          title={<h1 className="result-title">Access denied</h1>}
          subTitle="You don't have admin permissions to access this page."
          extra={
            <ButtonLink type="primary" to="/dashboard">
              Back to Dashboard
            </ButtonLink>
          }
        />
      </main>
    );
  }

  return <>{children}</>;
}
