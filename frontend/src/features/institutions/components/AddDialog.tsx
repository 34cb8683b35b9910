import { Alert, Button, Modal } from 'antd';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';

interface AddDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  /** The add mutation is in flight. */
  isLoading: boolean;
  onClose: () => void;
  /** Empties the form (whenever the dialog closes). */
  onReset: () => void;
  /** What stops the form from being sent, or null. */
  validate: () => string | null;
  /** Adds the entry, says so and hands it on; the dialog then closes. Throws what the mutation threw. */
  save: () => Promise<void>;
  /** The toast and the fallback message in the dialog when adding fails. */
  failed: { toast: string; message: string };
  /** The form's fields; their ids start with `formId`. */
  children: (formId: string) => ReactNode;
}

/** The 'Add New …' dialogs of the institution pickers: a modal form with one error line. */
export function AddDialog({ open, title, submitLabel, isLoading, onClose, onReset, validate, save, failed, children }: AddDialogProps) {
  const formId = useId();
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    onReset();
    setError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const problem = validate();
    setError(problem);
    if (problem) return;
    try {
      await save();
      close();
    } catch (failure) {
      const info = getApiErrorInfo(failure);
      toast.error(failed.toast);
      setError(info.message ?? failed.message);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" htmlType="submit" form={formId} loading={isLoading}>
          {submitLabel}
        </Button>,
      ]}
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="dialog-form">
        {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
        {children(formId)}
      </form>
    </Modal>
  );
}
