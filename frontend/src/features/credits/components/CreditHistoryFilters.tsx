import { Button, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
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

/** The filter state keeps calendar days as YYYY-MM-DD (the URL's form); the pickers hold Dayjs. */
const DAY_FORMAT = 'YYYY-MM-DD';
const toDay = (value: string): Dayjs | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = dayjs(value);
  return day.isValid() ? day : null;
};
const fromDay = (day: Dayjs | null): string => (day ? day.format(DAY_FORMAT) : '');

/** Type and date-range filters of a credit history. */
export function CreditHistoryFilters({ idPrefix, state, onChange, onClear, hasFilters, error }: CreditHistoryFiltersProps) {
  const errorId = `${idPrefix}-range-error`;
  const from = toDay(state.fromDate);
  const to = toDay(state.toDate);
  const describedBy = error ? errorId : undefined;
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
        <DatePicker
          id={`${idPrefix}-from`}
          format={DAY_FORMAT}
          placeholder="Start date"
          value={from}
          // A start after the chosen end is not offered (the range check below stays for typed dates).
          disabledDate={(day) => (to ? day.isAfter(to, 'day') : false)}
          onChange={(day: Dayjs | null) => onChange({ fromDate: fromDay(day) })}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          style={{ width: '100%' }}
        />
      </div>
      <div className="history-filters__field">
        <label htmlFor={`${idPrefix}-to`} className="history-filters__label">
          To
        </label>
        <DatePicker
          id={`${idPrefix}-to`}
          format={DAY_FORMAT}
          placeholder="End date"
          value={to}
          disabledDate={(day) => (from ? day.isBefore(from, 'day') : false)}
          onChange={(day: Dayjs | null) => onChange({ toDate: fromDay(day) })}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          style={{ width: '100%' }}
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
