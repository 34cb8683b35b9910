import { DIRECTORY_LIMITS, newLabProblems } from '@reagentswap/contracts';
import { Input } from 'antd';
import { useState } from 'react';
import { FormField } from '../../../shared/ui/FormField';
import { toast } from '../../../shared/ui/toast';
import { useAddLabMutation, type Lab } from '../institutionsApi';
import { AddDialog } from './AddDialog';

interface AddLabDialogProps {
  open: boolean;
  universityId: string | null;
  onClose: () => void;
  onAdded: (lab: Lab) => void;
}

/** 'Add New Lab': lab name required; needs a chosen university. */
export function AddLabDialog({ open, universityId, onClose, onAdded }: AddLabDialogProps) {
  const [name, setName] = useState('');
  const [addLab, { isLoading }] = useAddLabMutation();

  return (
    <AddDialog
      open={open}
      title="Add New Lab"
      submitLabel="Add Lab"
      isLoading={isLoading}
      onClose={onClose}
      onReset={() => setName('')}
      validate={() => {
        return newLabProblems({ name, universityId })[0]?.message ?? null;
      }}
      save={async () => {
        if (!universityId) return;
        const created = await addLab({ name: name.trim(), universityId }).unwrap();
        toast.success('Lab added successfully');
        onAdded(created);
      }}
      failed={{ toast: 'Failed to add lab', message: 'An error occurred while adding the lab' }}
    >
      {(formId) => (
        <FormField htmlFor={`${formId}-name`} label="Lab Name" required>
          <Input
            id={`${formId}-name`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={DIRECTORY_LIMITS.labName}
            aria-required="true"
            autoFocus
          />
        </FormField>
      )}
    </AddDialog>
  );
}
