import { asCasNumber, CAS_MESSAGES } from '@reagentswap/contracts';
import { Input } from 'antd';
import { useEffect, useState } from 'react';
import { filterTextRequests } from '../../lib/useUrlFilter';
import { FilterLabel } from './BrowseLayout';

interface CasNumberFilterProps {
  /** Prefix of the field's id (`<prefix>-cas`), unique on the page. */
  idPrefix: string;
  /** The filter in force: a canonical CAS number, or '' for none. */
  value: string;
  onChange: (casNumber: string | undefined) => void;
}

/**
 * Issue 18: browse by CAS number. The filter applies as soon as the text is a valid CAS number
 * (spaces and missing dashes are fine) and lifts while it is not one; a number that cannot be one
 * says so once the member leaves the box, instead of asking the server.
 */
export function CasNumberFilter({ idPrefix, value, onChange }: CasNumberFilterProps) {
  const [text, setText] = useState(value);
  const [touched, setTouched] = useState(false);
  const [requests] = useState(filterTextRequests);
  // Another filter in the URL (back, Clear Filters) shows its own number in the box; the box's own changes, arriving
  // after more typing, do not overwrite it.
  useEffect(() => {
    if (!requests.shouldShow(value)) return;
    setText((current) => (asCasNumber(current) === (value || null) ? current : value));
  }, [value, requests]);

  const change = (next: string) => {
    setText(next);
    // Half-typed numbers lift the filter: the list never claims a filter the box does not show.
    const casNumber = next.trim() ? (asCasNumber(next) ?? undefined) : undefined;
    requests.ask(casNumber ?? '', value);
    onChange(casNumber);
  };
  const invalid = touched && text.trim() !== '' && asCasNumber(text) === null;
  const id = `${idPrefix}-cas`;
  return (
    <>
      <FilterLabel htmlFor={id}>CAS number</FilterLabel>
      <Input
        id={id}
        allowClear
        placeholder="e.g. 67-64-1"
        value={text}
        onChange={(event) => change(event.target.value)}
        onBlur={() => setTouched(true)}
        maxLength={40}
        inputMode="numeric"
        autoComplete="off"
        status={invalid ? 'error' : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
      />
      {invalid ? (
        <div id={`${id}-error`} className="form-field__error" role="alert">
          {CAS_MESSAGES.invalid}
        </div>
      ) : null}
    </>
  );
}
