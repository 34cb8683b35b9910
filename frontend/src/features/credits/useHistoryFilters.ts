import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { CreditHistoryFilter, LedgerEventType } from './creditsApi';
import { LEDGER_TYPE_LABELS } from './ledgerLabels';

export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 20;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** What the filter controls hold; kept in the URL so a filtered view can be reloaded or shared. */
export interface HistoryFilterState {
  types: LedgerEventType[];
  /** Local calendar days, YYYY-MM-DD, inclusive. */
  fromDate: string;
  toDate: string;
  page: number;
  pageSize: number;
}

const isLedgerType = (value: string): value is LedgerEventType => value in LEDGER_TYPE_LABELS;

function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** Start of a local day as an ISO instant. */
function startOfLocalDay(day: string): string {
  return new Date(`${day}T00:00:00`).toISOString();
}

/** Last millisecond of a local day as an ISO instant (the API's bound is inclusive). */
function endOfLocalDay(day: string): string {
  return new Date(`${day}T23:59:59.999`).toISOString();
}

export const DATE_RANGE_ERROR = 'The end date must not be before the start date';

/**
 * The days the user picks are local days; the API takes instants, so "from 3 March" means from
 * local midnight, not UTC midnight.
 */
export function toApiFilter(state: Pick<HistoryFilterState, 'types' | 'fromDate' | 'toDate'>): {
  filter: CreditHistoryFilter;
  error: string | null;
} {
  const from = DATE_ONLY.test(state.fromDate) ? state.fromDate : '';
  const to = DATE_ONLY.test(state.toDate) ? state.toDate : '';
  const filter: CreditHistoryFilter = {
    types: state.types,
    from: from ? startOfLocalDay(from) : undefined,
    to: to ? endOfLocalDay(to) : undefined,
  };
  const error = from && to && from > to ? DATE_RANGE_ERROR : null;
  return { filter, error };
}

export function useHistoryFilters() {
  const [params, setParams] = useSearchParams();

  const state = useMemo<HistoryFilterState>(
    () => ({
      types: (params.get('type') ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter(isLedgerType),
      fromDate: params.get('from') ?? '',
      toDate: params.get('to') ?? '',
      page: positiveInt(params.get('page'), 1),
      pageSize: Math.min(positiveInt(params.get('pageSize'), DEFAULT_PAGE_SIZE), 100),
    }),
    [params],
  );

  const update = useCallback(
    (changes: Partial<HistoryFilterState>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, value: string) => (value ? next.set(key, value) : next.delete(key));
          if (changes.types !== undefined) set('type', changes.types.join(','));
          if (changes.fromDate !== undefined) set('from', changes.fromDate);
          if (changes.toDate !== undefined) set('to', changes.toDate);
          if (changes.pageSize !== undefined) set('pageSize', changes.pageSize === DEFAULT_PAGE_SIZE ? '' : String(changes.pageSize));
          // Any filter change starts again at the first page.
          const page = changes.page ?? 1;
          set('page', page > 1 ? String(page) : '');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['type', 'from', 'to', 'page']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [setParams]);

  const hasFilters = state.types.length > 0 || state.fromDate !== '' || state.toDate !== '';

  return { state, update, clear, hasFilters };
}
