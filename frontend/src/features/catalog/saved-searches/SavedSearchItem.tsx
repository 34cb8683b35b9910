import { DeleteOutlined, EditOutlined, SearchOutlined } from '@ant-design/icons';
import {
  newMatchesText,
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES as M,
  savedSearchNameProblem,
  savedSearchPath,
  savedSearchSummary,
  type SavedSearchView,
} from '@reagentswap/contracts';
import { Button, Input, Popconfirm, Space, Tag } from 'antd';
import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';
import { useDeleteSavedSearchMutation, useRenameSavedSearchMutation, useRunSavedSearchMutation } from './savedSearchesApi';

/** The name, renamed in place: Enter or Save keeps it, Escape or Cancel leaves it as it was. */
function RenameForm({ search, onDone }: { search: SavedSearchView; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState(search.name);
  const [error, setError] = useState<string | null>(null);
  const [rename, renaming] = useRenameSavedSearchMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = savedSearchNameProblem(name);
    setError(problem);
    if (problem || renaming.isLoading) return;
    try {
      await rename({ id: search.id, name: name.trim() }).unwrap();
      toast.success(M.renamed);
      onDone();
    } catch (failure) {
      setError(getApiErrorInfo(failure).message ?? M.failed);
    }
  };

  return (
    <form className="saved-search__rename" onSubmit={(event) => void onSubmit(event)} noValidate>
      <label htmlFor={`${id}-name`} className="visually-hidden">
        {M.nameLabel}
      </label>
      <Input
        id={`${id}-name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && onDone()}
        maxLength={SAVED_SEARCH_LIMITS.name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        autoFocus
      />
      <Space>
        <Button type="primary" htmlType="submit" loading={renaming.isLoading}>
          {M.save}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Space>
      {error ? (
        <div className="form-field__error" id={`${id}-error`} role="alert">
          {error}
        </div>
      ) : null}
    </form>
  );
}

/** One saved search on /saved-searches: its name and filters, alerts, new matches, and Run, Rename, Delete. */
export function SavedSearchItem({ search }: { search: SavedSearchView }) {
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState(false);
  const [run] = useRunSavedSearchMutation();
  const [remove, removing] = useDeleteSavedSearchMutation();
  const path = savedSearchPath(search.filter);

  // A real link (middle-click, new tab); a plain click also marks its new matches seen.
  const onRun = (event: MouseEvent<HTMLElement>) => {
    void run(search.id);
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void navigate(path);
  };
  const onDelete = async () => {
    try {
      await remove(search.id).unwrap();
      toast.success(M.deleted);
    } catch {
      toast.error(M.failed);
    }
  };

  return (
    <li className="saved-search">
      <div className="saved-search__main">
        {renaming ? (
          <RenameForm search={search} onDone={() => setRenaming(false)} />
        ) : (
          <h2 className="saved-search__name">{search.name}</h2>
        )}
        <p className="saved-search__summary">{savedSearchSummary(search.filter, search.categoryName)}</p>
        <Space wrap size={4}>
          <Tag>{search.alertMode === 'instant' ? M.instantTag : M.digestOnlyTag}</Tag>
          {search.newMatches > 0 ? <Tag color="blue">{newMatchesText(search.newMatches)}</Tag> : null}
        </Space>
      </div>
      <Space wrap className="saved-search__actions">
        <Button
          type="primary"
          href={path}
          onClick={onRun}
          icon={<SearchOutlined aria-hidden="true" />}
          aria-label={`${M.run} ${search.name}`}
        >
          {M.run}
        </Button>
        {renaming ? null : (
          <Button onClick={() => setRenaming(true)} icon={<EditOutlined aria-hidden="true" />} aria-label={`${M.rename} ${search.name}`}>
            {M.rename}
          </Button>
        )}
        <Popconfirm
          title={M.deleteConfirm}
          description={M.deleteConfirmDetail}
          okText={M.delete}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete()}
        >
          <Button
            danger
            icon={<DeleteOutlined aria-hidden="true" />}
            loading={removing.isLoading}
            aria-label={`${M.delete} ${search.name}`}
          >
            {M.delete}
          </Button>
        </Popconfirm>
      </Space>
    </li>
  );
}
