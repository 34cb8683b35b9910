import { useState, type Dispatch, type SetStateAction } from 'react';
import type { FieldErrors } from '../api/problem';

export interface FormFields<V extends object> {
  /** Prefix of the form's control and error ids. */
  idPrefix: string;
  values: V;
  setValues: Dispatch<SetStateAction<V>>;
  errors: FieldErrors<keyof V & string>;
  setErrors: Dispatch<SetStateAction<FieldErrors<keyof V & string>>>;
  /** Sets one field and clears its validation message. */
  set: <K extends keyof V & string>(key: K, value: V[K]) => void;
  /** `aria-describedby` for a control: its hint (if any) and, while it has one, its error. */
  describedBy: (field: keyof V & string, hintId?: string) => string | undefined;
  /** `aria-invalid` and `aria-describedby` for a control (see `describedBy`). */
  errorProps: (field: keyof V & string, hintId?: string) => { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

/**
 * Values and per-field errors of a hand-rolled form whose <FormField>s use the error id
 * `${idPrefix}-${field}-error`.
 */
export function useFormFields<V extends object>(initial: V | (() => V), idPrefix: string): FormFields<V> {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});

  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  const describedBy = (field: keyof V & string, hintId?: string) =>
    [hintId, errors[field] ? `${idPrefix}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined;

  const errorProps = (field: keyof V & string, hintId?: string) => ({
    'aria-invalid': errors[field] ? (true as const) : undefined,
    'aria-describedby': describedBy(field, hintId),
  });

  return { idPrefix, values, setValues, errors, setErrors, set, describedBy, errorProps };
}
