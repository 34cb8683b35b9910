import { accountApprovedTemplate } from './account-approved.template.js';
import { accountRejectedTemplate } from './account-rejected.template.js';
import { contactMessageCopyTemplate } from './contact-message-copy.template.js';
import { emailChangeConfirmationTemplate } from './email-change-confirmation.template.js';
import { emailChangedTemplate } from './email-changed.template.js';
import { defineTemplate } from './notification-template.js';
import { passwordResetTemplate } from './password-reset.template.js';
import { supportRequestCopyTemplate } from './support-request-copy.template.js';
import { safeHref, TemplateRenderError, TemplateRenderer } from './template-renderer.js';

const renderer = new TemplateRenderer({ name: 'ReagentSwap', url: 'https://swap.example.org', supportEmail: 'help@swap.example.org' });

describe('notification templates', () => {
  it('account approved: HTML and text greet the member and link to sign-in; push opens the dashboard', () => {
    const mail = renderer.email(accountApprovedTemplate, { displayName: 'Dr Ada' });
    expect(mail.subject).toBe('Your ReagentSwap account has been approved');
    for (const body of [mail.html, mail.text]) {
      expect(body).toContain('Hello Dr Ada');
      expect(body).toContain('https://swap.example.org/login');
    }
    expect(mail.html).toContain('href="https://swap.example.org/login"');
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.text).not.toContain('<');
    expect(renderer.push(accountApprovedTemplate, { displayName: 'Dr Ada' })).toEqual({
      title: 'Account approved',
      body: 'Welcome to ReagentSwap! You can now list and swap reagents.',
      url: '/dashboard',
    });
  });

  it('account rejected points to the support address', () => {
    const mail = renderer.email(accountRejectedTemplate, { displayName: 'Dr Ada' });
    expect(mail.subject).toBe('Your ReagentSwap registration');
    expect(mail.html).toContain('mailto:help@swap.example.org');
    expect(mail.text).toContain('help@swap.example.org');
  });

  it.each([
    [
      'e-mail change confirmation',
      emailChangeConfirmationTemplate,
      { displayName: 'Ada', newEmail: 'new@uni.example', confirmUrl: 'https://swap.example.org/confirm-email?token=abc123' },
      'confirmUrl',
    ],
    [
      'password reset',
      passwordResetTemplate,
      { displayName: 'Ada', resetUrl: 'https://swap.example.org/reset-password?token=xyz789' },
      'resetUrl',
    ],
  ] as const)('%s: HTML and text both carry the one-time link', (_name, template, data, linkField) => {
    const mail = renderer.email(template as any, data);
    const link = (data as Record<string, string>)[linkField]!;
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('expires');
  });

  it('links with query strings are attribute-escaped in HTML and verbatim in text', () => {
    const link = 'https://swap.example.org/reset-password?token=a&user=b';
    const mail = renderer.email(passwordResetTemplate, { displayName: 'Ada', resetUrl: link });
    expect(mail.html).toContain('href="https://swap.example.org/reset-password?token=a&amp;user=b"');
    expect(mail.text).toContain(link);
  });

  it('e-mail changed names the new address', () => {
    const mail = renderer.email(emailChangedTemplate, { displayName: 'Ada', newEmail: 'new@uni.example' });
    expect(mail.html).toContain('new@uni.example');
    expect(mail.text).toContain('new@uni.example');
  });

  it('support and contact copies escape what the visitor typed in HTML and keep it verbatim in text', () => {
    const message = 'Help <script>alert(1)</script> & thanks';
    const support = renderer.email(supportRequestCopyTemplate, {
      name: 'Eve <b>',
      email: 'eve@example.org',
      issueTypeLabel: 'Swap Process Issue',
      message,
      submittedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(support.subject).toBe('[Support] Swap Process Issue from Eve <b>');
    expect(support.html).not.toContain('<script>');
    expect(support.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; thanks');
    expect(support.text).toContain(message);
    const contact = renderer.email(contactMessageCopyTemplate, {
      name: 'Bob',
      university: 'Ghent University',
      email: 'bob@example.org',
      message: 'Hello there, a question.',
      submittedAt: '2026-11-22T10:00:00.000Z',
    });
    expect(contact.subject).toBe('[Contact] Message from Bob (Ghent University)');
    expect(contact.text).toContain('Ghent University');
  });

  it('never lets data break the subject onto a second header line', () => {
    const mail = renderer.email(supportRequestCopyTemplate, {
      name: 'Eve\r\nBcc: victim@example.org',
      email: 'eve@example.org',
      issueTypeLabel: 'Other',
      message: 'x'.repeat(20),
      submittedAt: 'now',
    });
    expect(mail.subject).toBe('[Support] Other from Eve Bcc: victim@example.org');
  });

  it('fails at render time when the data lacks a field the template uses', () => {
    const broken = defineTemplate<{ name: string }>({
      name: 'broken',
      email: { subject: 'Hi {{name}}', html: '<p>{{missing}}</p>', text: 'x' },
    });
    expect(() => renderer.email(broken, { name: 'Ada' })).toThrow(TemplateRenderError);
    expect(() => renderer.push(broken, { name: 'Ada' })).toThrow('has no push part');
  });

  it('offers the recipient to templates', () => {
    const greeting = defineTemplate<object>({
      name: 'greeting',
      email: { subject: 'Hi {{recipient.displayName}}', html: '<p>x</p>', text: 'x' },
    });
    expect(renderer.email(greeting, {}, { displayName: 'Ada', email: 'ada@uni.example' }).subject).toBe('Hi Ada');
  });

  it('lets only http(s) and mailto links into href', () => {
    expect(safeHref('javascript:alert(1)')).toBe('#');
    expect(safeHref('data:text/html,x')).toBe('#');
    expect(safeHref('not a url')).toBe('#');
    expect(safeHref('https://a.example/?q="x"')).toBe('https://a.example/?q=&quot;x&quot;');
    expect(safeHref('mailto:help@swap.example.org')).toBe('mailto:help@swap.example.org');
  });
});
