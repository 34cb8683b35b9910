import {
  defaultFinanceRange,
  financeRangeProblems,
  isFinanceGranularity,
  type FinanceGranularity,
  type FinanceRange,
} from '@reagentswap/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The report's range lives in the URL (?granularity=&from=&to=), so a view can be bookmarked or
 * shared. A missing or invalid range falls back to the granularity's default (the last 30 days,
 * 12 weeks or 12 months).
 */
export function useFinanceRange(): [FinanceRange, (changes: Partial<FinanceRange>) => void] {
  const [params, setParams] = useSearchParams();
  const requestedGranularity = params.get('granularity');
  const from = params.get('from');
  const to = params.get('to');
  const range = useMemo<FinanceRange>(() => {
    const granularity: FinanceGranularity = isFinanceGranularity(requestedGranularity) ? requestedGranularity : 'day';
    const requested = { granularity, from: from ?? '', to: to ?? '' };
    return Object.keys(financeRangeProblems(requested)).length === 0 ? requested : defaultFinanceRange(granularity);
  }, [requestedGranularity, from, to]);

  const update = useCallback(
    (changes: Partial<FinanceRange>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [range, update];
}
