import { Select } from 'antd';
import { displayNameOf } from '../../../shared/session/displayName';
import { FormField } from '../../../shared/ui/FormField';
import { ISSUE_TYPES, useSubmitSupportRequestMutation, type IssueType } from '../supportApi';
import { useFormSubmission } from '../useFormSubmission';
import { compact, emailProblem, FORM_MESSAGES, messageProblem, nameProblem } from '../validation';
import { EmailField, MessageField, NameField, SubmitButton } from './ContactFields';

type Field = 'name' | 'email' | 'issueType' | 'message';
interface Values {
  name: string;
  email: string;
  issueType: IssueType | null;
  message: string;
}

export const SUPPORT_SUBMITTED = FORM_MESSAGES.supportSubmitted;
export const SUPPORT_FAILED = 'Error submitting request';

const BLANK: Values = { name: '', email: '', issueType: null, message: '' };

/** Help Center → Support: name, email, issue type, message. */
export function SupportForm() {
  const [submit, { isLoading }] = useSubmitSupportRequestMutation();
  const { form, onSubmit } = useFormSubmission<Values>({
    idPrefix: 'support',
    blank: BLANK,
    fromMember: (user) => ({ name: displayNameOf(user), email: user.email }),
    validate: (values) =>
      compact<Field>({
        name: nameProblem(values.name),
        email: emailProblem(values.email),
        issueType: values.issueType ? undefined : FORM_MESSAGES.issueTypeRequired,
        message: messageProblem(values.message),
      }),
    send: ({ name, email, issueType, message }) =>
      issueType ? submit({ name: name.trim(), email: email.trim(), issueType, message: message.trim() }).unwrap() : undefined,
    isLoading,
    sent: { title: SUPPORT_SUBMITTED, description: "We'll get back to you by email as soon as possible." },
    failedTitle: SUPPORT_FAILED,
  });
  const { values, errors, set } = form;

  return (
    <form className="help-form" onSubmit={onSubmit} noValidate aria-busy={isLoading} aria-labelledby="support-form-title">
      <h2 id="support-form-title" className="help-form__title">
        Contact Support
      </h2>
      <p className="help-form__intro">Can&apos;t find what you need? Send us a message and we&apos;ll help you out.</p>
      <div className="form-grid-2">
        <NameField form={form} />
        <EmailField form={form} />
      </div>
      <FormField htmlFor="support-issue-type" label="Issue Type" required error={errors.issueType} errorId="support-issueType-error">
        <Select<IssueType>
          id="support-issue-type"
          value={values.issueType}
          onChange={(value) => set('issueType', value)}
          options={ISSUE_TYPES.map(({ value, label }) => ({ value, label }))}
          placeholder="Select an issue type"
          status={errors.issueType ? 'error' : undefined}
          aria-describedby={errors.issueType ? 'support-issueType-error' : undefined}
          style={{ width: '100%' }}
        />
      </FormField>
      <MessageField form={form} rows={5} placeholder="Describe the problem, and what you were doing when it happened" />
      <SubmitButton busy={isLoading} label="Submit Request" busyLabel="Submitting..." />
    </form>
  );
}
