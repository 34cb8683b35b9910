import type { ReactNode } from 'react';

interface FormFieldProps {
  /** id of the control the label belongs to. */
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  hintId?: string;
  /** A validation message for this field; give the control `aria-invalid` and point its
   * `aria-describedby` at `errorId`. */
  error?: ReactNode;
  errorId?: string;
  children: ReactNode;
}

/** Label + control + optional hint and error, laid out like an antd vertical form item. */
export function FormField({ htmlFor, label, required, hint, hintId, error, errorId, children }: FormFieldProps) {
  return (
    <div className={error ? 'form-field form-field--invalid' : 'form-field'}>
      <label className="form-field__label" htmlFor={htmlFor}>
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <div className="form-field__hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <div className="form-field__error" id={errorId}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
