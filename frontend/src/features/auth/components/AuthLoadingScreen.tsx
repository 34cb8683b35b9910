import { Button, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { forceLogout } from '../../../shared/session/sessionManager';
import { LoadingScreen } from '../../../shared/ui/LoadingScreen';

export const SLOW_AUTH_NOTICE_MS = 5_000;

interface AuthLoadingScreenProps {
  message?: string;
  /** The admin wait screen also offers Retry Loading once it has been slow. */
  allowRetry?: boolean;
}

/** 'Verifying authentication...'; after 5 s a slow notice and a Force Logout button. */
export function AuthLoadingScreen({ message = 'Verifying authentication...', allowRetry = false }: AuthLoadingScreenProps) {
  const dispatch = useAppDispatch();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), SLOW_AUTH_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <LoadingScreen message={message}>
      {slow ? (
        <div className="loading-screen__slow">
          <p>Authentication is taking longer than expected.</p>
          <Space wrap>
            {allowRetry ? <Button onClick={() => window.location.reload()}>Retry Loading</Button> : null}
            <Button danger onClick={() => forceLogout(dispatch, 'Logging you out...', 'info')}>
              Force Logout
            </Button>
          </Space>
        </div>
      ) : null}
    </LoadingScreen>
  );
}
