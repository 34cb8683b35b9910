import type { FormEvent } from 'react';
import { getApiErrorInfo, serverFieldErrors } from '../../../shared/api/problem';
import { FormField } from '../../../shared/ui/FormField';
import { PasswordInput } from '../../../shared/ui/PasswordInput';
import { toast } from '../../../shared/ui/toast';
import { useFormFields, type FormFields } from '../../../shared/ui/useFormFields';
import { useChangePasswordMutation } from '../../../shared/api/profileApi';
import { PROFILE_MESSAGES, SETTINGS_PASSWORD_MIN_LENGTH, validatePasswordChange, type PasswordChangeValues } from '../validation';
import { SaveButton } from './SaveButton';

const EMPTY: PasswordChangeValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
export const PASSWORD_UPDATED = PROFILE_MESSAGES.passwordUpdated;

interface PasswordFieldProps {
  form: FormFields<PasswordChangeValues>;
  field: keyof PasswordChangeValues;
  /** The control's id (`security-…-password`). */
  id: string;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

/** One labelled password input of the form, with its hint and validation message. */
function PasswordField({ form, field, id, label, autoComplete, hint }: PasswordFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <FormField
      htmlFor={id}
      label={label}
      hint={hint}
      hintId={hintId}
      error={form.errors[field]}
      errorId={`${form.idPrefix}-${field}-error`}
    >
      <PasswordInput
        id={id}
        value={form.values[field]}
        onChange={(value) => form.set(field, value)}
        autoComplete={autoComplete}
        aria-describedby={form.describedBy(field, hintId)}
      />
    </FormField>
  );
}

/** Security tab: change the password (current one required; other devices are signed out). */
export function SecurityTab() {
  const form = useFormFields<PasswordChangeValues>(EMPTY, 'security');
  const { values, setValues, setErrors } = form;
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    const problems = validatePasswordChange(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      const { message } = await changePassword(values).unwrap();
      toast.success(message || PASSWORD_UPDATED);
      setValues(EMPTY);
    } catch (error) {
      const info = getApiErrorInfo(error);
      setErrors(serverFieldErrors<keyof PasswordChangeValues>(info.fieldErrors));
      toast.error(`Failed to update password: ${info.message ?? 'Unknown error'}`);
    }
  };

  return (
    <form className="settings-form settings-form--narrow" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isLoading}>
      <h2 className="settings-form__heading">Change Password</h2>
      {/* Lets password managers attach the new password to the right account. */}
      <input type="text" autoComplete="username" hidden readOnly />
      <PasswordField
        form={form}
        field="currentPassword"
        id="security-current-password"
        label="Current Password"
        autoComplete="current-password"
      />
      <PasswordField
        form={form}
        field="newPassword"
        id="security-new-password"
        label="New Password"
        autoComplete="new-password"
        hint={`At least ${SETTINGS_PASSWORD_MIN_LENGTH} characters`}
      />
      <PasswordField
        form={form}
        field="confirmPassword"
        id="security-confirm-password"
        label="Confirm New Password"
        autoComplete="new-password"
      />
      <p className="settings-form__note">Changing your password signs you out on your other devices.</p>
      <SaveButton saving={isLoading} />
    </form>
  );
}
