import { SWAP_LIMITS, SWAP_MESSAGES } from '@reagentswap/contracts';
import { Alert, Button, Input, Modal } from 'antd';
import { useState, type FormEvent, type ReactNode } from 'react';
import { getApiErrorInfo } from '../../../../shared/api/problem';
import { FormField } from '../../../../shared/ui/FormField';
import { toast } from '../../../../shared/ui/toast';

interface SwapDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The dialog's form: mounted while open, so every opening starts from the swap as it is now. */
  children: ReactNode;
}

/** The swap a dialog is open for, kept while it closes so its content does not vanish mid-animation. */
export function useLastShown<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}

/** The swap dialogs' frame: a modal whose body (form and buttons) is rebuilt on each opening. */
export function SwapDialog({ open, title, onClose, children }: SwapDialogProps) {
  return (
    <Modal open={open} title={title} onCancel={onClose} footer={null} destroyOnHidden>
      {children}
    </Modal>
  );
}

interface DialogFormProps {
  /** The server's reason the last attempt failed, shown above the fields. */
  failure: string | null;
  submitLabel: string;
  busy: boolean;
  busyLabel?: string;
  submitDisabled?: boolean;
  danger?: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** A dialog's form: an error line, its fields, then Cancel and the action (Enter in a field submits). */
export function DialogForm({
  failure,
  submitLabel,
  busy,
  busyLabel,
  submitDisabled,
  danger,
  onSubmit,
  onCancel,
  children,
}: DialogFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy && !submitDisabled) onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="dialog-form">
      {failure ? <Alert type="error" showIcon title={failure} role="alert" /> : null}
      {children}
      <div className="swap-dialog__actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" danger={danger} htmlType="submit" loading={busy} disabled={submitDisabled}>
          {busy && busyLabel ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}

interface MessageFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: ReactNode;
  rows?: number;
  autoFocus?: boolean;
  placeholder?: string;
}

/** The message every swap form asks for: a labelled textarea with an optional hint and its error. */
export function MessageField({ id, label, value, onChange, error, hint, rows = 4, autoFocus, placeholder }: MessageFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <FormField htmlFor={id} label={label} required hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <Input.TextArea
        id={id}
        value={value}
        rows={rows}
        maxLength={SWAP_LIMITS.message}
        autoFocus={autoFocus}
        placeholder={placeholder}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error ? errorId : undefined].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

/**
 * A swap action the server refused: the toast names the failure ('Failed to update swap request'
 * unless told otherwise), the dialog or page shows the server's reason. Returns that reason.
 */
export function reportSwapFailure(error: unknown, toastText: string = SWAP_MESSAGES.updateFailed): string {
  const { message } = getApiErrorInfo(error);
  toast.error(toastText);
  return message ?? toastText;
}
