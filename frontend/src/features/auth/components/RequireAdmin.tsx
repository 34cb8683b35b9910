import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppSelector } from '../../../shared/store/hooks';
import { selectCurrentUser } from '../../../shared/session/sessionSlice';
import { toast } from '../../../shared/ui/toast';
import { RequireAuth } from './RequireAuth';

function AdminOnly({ children }: { children: ReactNode }) {
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.isAdmin === true;

  useEffect(() => {
    if (user && !isAdmin) toast.error('Admin access required for this page', 'admin-required');
  }, [user, isAdmin]);

  if (!isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}

/** Admin-only routes: the signed-in checks first, then is_admin; others go to / with a toast. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireAuth loadingMessage="Verifying admin privileges..." allowRetry>
      <AdminOnly>{children}</AdminOnly>
    </RequireAuth>
  );
}
