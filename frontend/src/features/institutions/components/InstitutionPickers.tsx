import { PlusOutlined } from '@ant-design/icons';
import { skipToken } from '@reduxjs/toolkit/query';
import { Select } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useGetLabsQuery, useGetUniversitiesQuery } from '../institutionsApi';
import { AddLabDialog } from './AddLabDialog';
import { AddUniversityDialog } from './AddUniversityDialog';

/** Option value that opens the matching "add" dialog instead of being selected. */
export const ADD_NEW = 'add_new';

interface Option {
  value: string;
  label: string;
}

const filterWithAddNew = (input: string, option?: Option) =>
  option?.value === ADD_NEW || (option?.label ?? '').toLowerCase().includes(input.trim().toLowerCase());

function withAddNew(options: Option[], label: string): Array<Option | { value: string; label: ReactNode; title: string }> {
  return [
    ...options,
    {
      value: ADD_NEW,
      title: label,
      label: (
        <span className="add-new-option">
          <PlusOutlined aria-hidden="true" /> {label}
        </span>
      ),
    },
  ];
}

interface AddableSelectProps {
  id: string;
  value: string | null;
  onChange: (id: string | null) => void;
  /** The ADD_NEW option was chosen. */
  onAddNew: () => void;
  options: ReturnType<typeof withAddNew>;
  placeholder: string;
  loading: boolean;
  disabled?: boolean;
}

/** A required, searchable select whose last option opens an 'add' dialog instead of being selected. */
function AddableSelect({ id, value, onChange, onAddNew, options, placeholder, loading, disabled }: AddableSelectProps) {
  return (
    <Select<string>
      id={id}
      value={value}
      onChange={(next) => (next === ADD_NEW ? onAddNew() : onChange(next ?? null))}
      options={options}
      placeholder={placeholder}
      loading={loading}
      disabled={disabled}
      showSearch={{ filterOption: (input, option) => filterWithAddNew(input, option as Option | undefined) }}
      aria-required="true"
      style={{ width: '100%' }}
    />
  );
}

interface UniversityPickerProps {
  id: string;
  value: string | null;
  onChange: (universityId: string | null) => void;
  disabled?: boolean;
}

export function UniversityPicker({ id, value, onChange, disabled }: UniversityPickerProps) {
  const { data, isFetching } = useGetUniversitiesQuery();
  const [adding, setAdding] = useState(false);
  const options = useMemo(
    () =>
      withAddNew(
        (data ?? []).map((u) => ({ value: u.id, label: u.name })),
        'Add new university/institution',
      ),
    [data],
  );

  return (
    <>
      <AddableSelect
        id={id}
        value={value}
        onChange={onChange}
        onAddNew={() => setAdding(true)}
        options={options}
        placeholder="Select a university"
        loading={isFetching}
        disabled={disabled}
      />
      <AddUniversityDialog open={adding} onClose={() => setAdding(false)} onAdded={(u) => onChange(u.id)} />
    </>
  );
}

interface LabPickerProps {
  id: string;
  universityId: string | null;
  value: string | null;
  onChange: (labId: string | null) => void;
  disabled?: boolean;
}

/** Disabled until a university is chosen ('Select a university first'). */
export function LabPicker({ id, universityId, value, onChange, disabled }: LabPickerProps) {
  const { data, isFetching } = useGetLabsQuery(universityId ?? skipToken);
  const [adding, setAdding] = useState(false);
  const options = useMemo(
    () =>
      withAddNew(
        (universityId ? (data ?? []) : []).map((l) => ({ value: l.id, label: l.name })),
        'Add new lab',
      ),
    [data, universityId],
  );
  const noUniversity = !universityId;

  return (
    <>
      <AddableSelect
        id={id}
        value={value}
        onChange={onChange}
        onAddNew={() => setAdding(true)}
        options={options}
        placeholder={noUniversity ? 'Select a university first' : 'Select a lab'}
        loading={isFetching}
        disabled={disabled || noUniversity}
      />
      <AddLabDialog open={adding} universityId={universityId} onClose={() => setAdding(false)} onAdded={(lab) => onChange(lab.id)} />
    </>
  );
}
