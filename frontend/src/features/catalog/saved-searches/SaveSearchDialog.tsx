import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES as M,
  savedSearchNameProblem,
  savedSearchSummary,
  type SavedSearchAlertMode,
  type SavedSearchFilter,
} from '@reagentswap/contracts';
import { Alert, Button, Input, Modal, Radio } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { FormField } from '../../../shared/ui/FormField';
import { toast } from '../../../shared/ui/toast';
import { useSaveSearchMutation } from './savedSearchesApi';
import './saveSearchDialog.css';

/**
 * 'Save this search': the name (the filters in words by default) and how to be alerted. Its own
 * chunk, fetched when first opened: /reagents loads without the dialog's components.
 */
export function SaveSearchDialog({
  filter,
  categoryName,
  onClose,
}: {
  filter: SavedSearchFilter;
  categoryName: string | null;
  onClose: () => void;
}) {
  const formId = useId();
  const [name, setName] = useState(() => savedSearchSummary(filter, categoryName));
  const [alertMode, setAlertMode] = useState<SavedSearchAlertMode>('instant');
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useSaveSearchMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.isLoading) return;
    const problem = savedSearchNameProblem(name);
    setError(problem);
    if (problem) return;
    try {
      await save({ ...filter, name: name.trim(), alertMode }).unwrap();
      toast.success(M.saved);
      onClose();
    } catch (failure) {
      setError(getApiErrorInfo(failure).message ?? M.failed);
    }
  };

  return (
    <Modal
      open
      title={M.saveTitle}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="submit" type="primary" htmlType="submit" form={formId} loading={saving.isLoading}>
          {M.save}
        </Button>,
      ]}
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="dialog-form">
        {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
        <FormField htmlFor={`${formId}-name`} label={M.nameLabel} required>
          <Input
            id={`${formId}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={SAVED_SEARCH_LIMITS.name}
            aria-invalid={error ? true : undefined}
            autoFocus
          />
        </FormField>
        <fieldset className="save-search__modes">
          <legend className="form-field__label">{M.alertModeLabel}</legend>
          <Radio.Group value={alertMode} onChange={(e) => setAlertMode(e.target.value as SavedSearchAlertMode)}>
            <Radio value="instant">{M.instant}</Radio>
            <Radio value="digest-only">{M.digestOnly}</Radio>
          </Radio.Group>
        </fieldset>
      </form>
    </Modal>
  );
}
