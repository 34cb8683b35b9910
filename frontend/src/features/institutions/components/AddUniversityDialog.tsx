import { DIRECTORY_LIMITS, newUniversityProblems } from '@reagentswap/contracts';
import { Input } from 'antd';
import { useState } from 'react';
import { FormField } from '../../../shared/ui/FormField';
import { toast } from '../../../shared/ui/toast';
import { useAddUniversityMutation, type University } from '../institutionsApi';
import { AddDialog } from './AddDialog';
import { CountrySelect } from './CountrySelect';

interface AddUniversityDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: (university: University) => void;
}

const EMPTY = { name: '', address: '', city: '', postcode: '', country: null as string | null };

/** 'Add New University/Institution': name and city required. */
export function AddUniversityDialog({ open, onClose, onAdded }: AddUniversityDialogProps) {
  const [values, setValues] = useState(EMPTY);
  const [addUniversity, { isLoading }] = useAddUniversityMutation();

  const set = <K extends keyof typeof EMPTY>(key: K, value: (typeof EMPTY)[K]) => setValues((current) => ({ ...current, [key]: value }));

  return (
    <AddDialog
      open={open}
      title="Add New University/Institution"
      submitLabel="Add University"
      isLoading={isLoading}
      onClose={onClose}
      onReset={() => setValues(EMPTY)}
      validate={() => {
        return newUniversityProblems(values)[0]?.message ?? null;
      }}
      save={async () => {
        const created = await addUniversity({
          name: values.name.trim(),
          city: values.city.trim(),
          address: values.address.trim() || undefined,
          postcode: values.postcode.trim() || undefined,
          country: values.country ?? undefined,
        }).unwrap();
        toast.success('University added successfully');
        onAdded(created);
      }}
      failed={{ toast: 'Failed to add university', message: 'An error occurred while adding the university' }}
    >
      {(formId) => (
        <>
          <FormField htmlFor={`${formId}-name`} label="University/Institution Name" required>
            <Input
              id={`${formId}-name`}
              value={values.name}
              onChange={(e) => set('name', e.target.value)}
              maxLength={DIRECTORY_LIMITS.universityName}
              aria-required="true"
              autoFocus
            />
          </FormField>
          <FormField htmlFor={`${formId}-address`} label="Address">
            <Input
              id={`${formId}-address`}
              value={values.address}
              onChange={(e) => set('address', e.target.value)}
              maxLength={DIRECTORY_LIMITS.address}
            />
          </FormField>
          <div className="form-grid-2">
            <FormField htmlFor={`${formId}-city`} label="City" required>
              <Input
                id={`${formId}-city`}
                value={values.city}
                onChange={(e) => set('city', e.target.value)}
                maxLength={DIRECTORY_LIMITS.city}
                aria-required="true"
              />
            </FormField>
            <FormField htmlFor={`${formId}-postcode`} label="Postcode">
              <Input
                id={`${formId}-postcode`}
                value={values.postcode}
                onChange={(e) => set('postcode', e.target.value)}
                maxLength={DIRECTORY_LIMITS.postcode}
              />
            </FormField>
          </div>
          <FormField htmlFor={`${formId}-country`} label="Country">
            <CountrySelect id={`${formId}-country`} value={values.country} onChange={(country) => set('country', country)} />
          </FormField>
        </>
      )}
    </AddDialog>
  );
}
