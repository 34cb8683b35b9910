import { SaveOutlined } from '@ant-design/icons';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES as M,
  savedSearchNameProblem,
  savedSearchSummary,
  cleanSavedSearchFilter,
  type ListingQuery,
  type SavedSearchAlertMode,
} from '@reagentswap/contracts';
import { Alert, Button, Input, Modal, Radio } from 'antd';
import { useId, useState, type FormEvent } from 'react';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { FormField } from '../../../shared/ui/FormField';
import { toast } from '../../../shared/ui/toast';
import { useListSavedSearchesQuery, useSaveSearchMutation } from './savedSearchesApi';

/**
 * /reagents' 'Save this search' (issue 19 item 2): a dialog asking a name (the filters in words
 * by default) and how to be alerted. At the limit the button is disabled and says why.
 */
export function SaveSearchButton({ query, categoryName }: { query: ListingQuery; categoryName: string | null }) {
  const filter = cleanSavedSearchFilter(query);
  const formId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [alertMode, setAlertMode] = useState<SavedSearchAlertMode>('instant');
  const [error, setError] = useState<string | null>(null);
  const saved = useListSavedSearchesQuery();
  const [save, saving] = useSaveSearchMutation();
  const full = (saved.data?.length ?? 0) >= SAVED_SEARCH_LIMITS.perMember;

  const openDialog = () => {
    setName(savedSearchSummary(filter, categoryName));
    setAlertMode('instant');
    setError(null);
    setOpen(true);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving.isLoading) return;
    const problem = savedSearchNameProblem(name);
    setError(problem);
    if (problem) return;
    try {
      await save({ ...filter, name: name.trim(), alertMode }).unwrap();
      toast.success(M.saved);
      setOpen(false);
    } catch (failure) {
      setError(getApiErrorInfo(failure).message ?? M.failed);
    }
  };

  return (
    <>
      <Button
        icon={<SaveOutlined aria-hidden="true" />}
        onClick={openDialog}
        disabled={full}
        title={full ? M.limitReached : undefined}
        block
      >
        {M.saveButton}
      </Button>
      {full ? <p className="save-search__limit">{M.limitReached}</p> : null}
      <Modal
        open={open}
        title={M.saveTitle}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
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
    </>
  );
}
