import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../shared/store/hooks';
import { selectSessionExitTo, sessionExitHandled } from '../../../shared/session/sessionSlice';
import type { FromState } from '../redirect';

/**
 * Carries out SessionState.exitTo: when the session ended on its own (forced logout, suspended,
 * pending), go there, remembering the page the user was on. The flag is cleared only once the
 * new location is current, so guards never see a guest without it mid-navigation.
 */
export function SessionExitRedirect() {
  const exitTo = useAppSelector(selectSessionExitTo);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    if (!exitTo) return;
    if (location.pathname === exitTo) {
      dispatch(sessionExitHandled());
      return;
    }
    const state: FromState = { from: `${location.pathname}${location.search}${location.hash}` };
    void navigate(exitTo, { replace: true, state });
  }, [exitTo, location, navigate, dispatch]);

  return null;
}
