import { useEffect } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { handleAccountStatus } from '../../../shared/session/sessionManager';
import type { AccountStatusCode } from '../../../shared/session/types';
import { LoadingScreen } from '../../../shared/ui/LoadingScreen';

/** Ends the session of a pending / rejected / suspended user and sends them where they belong. */
export function AccountStatusRedirect({ code }: { code: AccountStatusCode }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    handleAccountStatus(dispatch, code);
  }, [dispatch, code]);
  return <LoadingScreen message="Verifying authentication..." />;
}
