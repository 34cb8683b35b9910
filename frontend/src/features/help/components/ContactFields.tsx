import { SendOutlined } from '@ant-design/icons';
import { SUPPORT_LIMITS } from '@reagentswap/contracts';
import { Button, Input } from 'antd';
import type { FieldErrors } from '../../../shared/api/problem';
import { FormField } from '../../../shared/ui/FormField';

type ContactField = 'name' | 'email' | 'message';

/** The part of `useFormFields` the shared fields need (any form with name, email and message). */
interface ContactForm {
  idPrefix: string;
  values: Record<ContactField, string>;
  errors: FieldErrors<ContactField>;
  set: (key: ContactField, value: string) => void;
  errorProps: (field: ContactField) => { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
}

export function NameField({ form }: { form: ContactForm }) {
  const id = `${form.idPrefix}-name`;
  return (
    <FormField htmlFor={id} label="Name" required error={form.errors.name} errorId={`${id}-error`}>
      <Input
        id={id}
        autoComplete="name"
        value={form.values.name}
        onChange={(e) => form.set('name', e.target.value)}
        maxLength={SUPPORT_LIMITS.name}
        {...form.errorProps('name')}
      />
    </FormField>
  );
}

export function EmailField({ form }: { form: ContactForm }) {
  const id = `${form.idPrefix}-email`;
  return (
    <FormField htmlFor={id} label="Email" required error={form.errors.email} errorId={`${id}-error`}>
      <Input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        value={form.values.email}
        onChange={(e) => form.set('email', e.target.value)}
        maxLength={SUPPORT_LIMITS.email}
        {...form.errorProps('email')}
      />
    </FormField>
  );
}

export function MessageField({ form, rows, placeholder }: { form: ContactForm; rows: number; placeholder?: string }) {
  const id = `${form.idPrefix}-message`;
  return (
    <FormField htmlFor={id} label="Message" required error={form.errors.message} errorId={`${id}-error`}>
      <Input.TextArea
        id={id}
        rows={rows}
        value={form.values.message}
        onChange={(e) => form.set('message', e.target.value)}
        placeholder={placeholder}
        maxLength={SUPPORT_LIMITS.message}
        {...form.errorProps('message')}
      />
    </FormField>
  );
}

/** The forms' send button ('Sending...'-style label while busy). */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <div className="help-form__actions">
      <Button type="primary" htmlType="submit" icon={<SendOutlined aria-hidden="true" />} loading={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
