import { Button, Input, Select } from 'antd';
import type { LedgerEventType } from '../creditsApi';
import { LEDGER_TYPE_OPTIONS } from '../ledgerLabels';
import type { HistoryFilterState } from '../useHistoryFilters';

interface CreditHistoryFiltersProps {
  idPrefix: string;
  state: HistoryFilterState;
  onChange: (changes: Partial<HistoryFilterState>) => void;
  onClear: () => void;
  hasFilters: boolean;
  error: string | null;
}

/** Type and date-range filters of a credit history. */
export function CreditHistoryFilters({ idPrefix, state, onChange, onClear, hasFilters, error }: CreditHistoryFiltersProps) {
  const errorId = `${idPrefix}-range-error`;
  return (
    <div className="history-filters" role="group" aria-label="Filter credit history">
      <div className="history-filters__field history-filters__field--type">
        <label htmlFor={`${idPrefix}-type`} className="history-filters__label">
          Type
        </label>
        <Select<LedgerEventType[]>
          id={`${idPrefix}-type`}
          mode="multiple"
          allowClear
          value={state.types}
          onChange={(types) => onChange({ types })}
          options={LEDGER_TYPE_OPTIONS}
          placeholder="All types"
          maxTagCount="responsive"
          style={{ width: '100%' }}
        />
      </div>
      <div className="history-filters__field">
        <label htmlFor={`${idPrefix}-from`} className="history-filters__label">
          From
        </label>
        <Input
          id={`${idPrefix}-from`}
          type="date"
          value={state.fromDate}
          max={state.toDate || undefined}
          onChange={(event) => onChange({ fromDate: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="history-filters__field">
        <label htmlFor={`${idPrefix}-to`} className="history-filters__label">
          To
        </label>
        <Input
          id={`${idPrefix}-to`}
          type="date"
          value={state.toDate}
          min={state.fromDate || undefined}
          onChange={(event) => onChange({ toDate: event.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      <div className="history-filters__actions">
        <Button onClick={onClear} disabled={!hasFilters}>
          Clear Filters
        </Button>
      </div>
      {error ? (
        <p id={errorId} className="history-filters__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
