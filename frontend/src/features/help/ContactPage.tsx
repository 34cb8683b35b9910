import { MailOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { SUPPORT_LIMITS } from '@reagentswap/contracts';
import { Card, Input, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { displayNameOf } from '../../shared/session/displayName';
import { FormField } from '../../shared/ui/FormField';
import { EmailField, MessageField, NameField, SubmitButton } from './components/ContactFields';
import { useSubmitContactMessageMutation } from './supportApi';
import { useFormSubmission } from './useFormSubmission';
import { compact, emailProblem, FORM_MESSAGES, messageProblem, nameProblem, universityProblem } from './validation';
import './help.css';

type Field = 'name' | 'university' | 'email' | 'message';
type Values = Record<Field, string>;

export const CONTACT_SENT = FORM_MESSAGES.contactSent;
export const CONTACT_FAILED = 'Error sending message';

const BLANK: Values = { name: '', university: '', email: '', message: '' };

/** /contact: name, lab/university, email, message (open to visitors). */
export function ContactPage() {
  const [submit, { isLoading }] = useSubmitContactMessageMutation();
  const { form, onSubmit } = useFormSubmission<Values>({
    idPrefix: 'contact',
    blank: BLANK,
    fromMember: (user) => ({
      name: displayNameOf(user),
      university: [user.lab?.name, user.university?.name].filter(Boolean).join(', '),
      email: user.email,
    }),
    validate: (values) =>
      compact<Field>({
        name: nameProblem(values.name),
        university: universityProblem(values.university),
        email: emailProblem(values.email),
        message: messageProblem(values.message),
      }),
    send: (values) =>
      submit({
        name: values.name.trim(),
        university: values.university.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
      }).unwrap(),
    isLoading,
    sent: { title: CONTACT_SENT, description: "Thanks for reaching out. We'll reply by email soon." },
    failedTitle: CONTACT_FAILED,
  });
  const { values, errors, set, errorProps } = form;

  return (
    <main className="page page--contact">
      <header className="page-header">
        <Typography.Title level={1}>Contact Us</Typography.Title>
        <Typography.Paragraph type="secondary">
          Questions about ReagentSwap, joining with your lab or working together? Send us a message.
        </Typography.Paragraph>
      </header>
      <div className="contact-layout">
        <Card>
          <form className="help-form" onSubmit={onSubmit} noValidate aria-busy={isLoading} aria-label="Contact form">
            <NameField form={form} />
            <FormField
              htmlFor="contact-university"
              label="Lab/University"
              required
              error={errors.university}
              errorId="contact-university-error"
            >
              <Input
                id="contact-university"
                autoComplete="organization"
                value={values.university}
                onChange={(e) => set('university', e.target.value)}
                maxLength={SUPPORT_LIMITS.university}
                {...errorProps('university')}
              />
            </FormField>
            <EmailField form={form} />
            <MessageField form={form} rows={6} />
            <SubmitButton busy={isLoading} label="Send Message" busyLabel="Sending..." />
          </form>
        </Card>
        <aside className="contact-aside" aria-label="Other ways to get help">
          <Card>
            <h2>
              <QuestionCircleOutlined aria-hidden="true" /> Need help with the platform?
            </h2>
            <p>
              The <Link to="/help">Help Center</Link> answers common questions about credits, shipping and swaps.
            </p>
            <h2>
              <MailOutlined aria-hidden="true" /> Response time
            </h2>
            <p>We usually reply within two working days.</p>
          </Card>
        </aside>
      </div>
    </main>
  );
}
