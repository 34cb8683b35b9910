import { useNavigate } from 'react-router-dom';

/**
 * Go Back (spec §2, §8): the previous page of this app when there is one, else `fallback` (a
 * link opened in a new tab has nothing to go back to).
 */
export function useGoBack(fallback: string) {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback, { replace: true });
  };
}
