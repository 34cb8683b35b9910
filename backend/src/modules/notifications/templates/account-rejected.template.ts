import { defineTemplate } from './notification-template.js';

export const accountRejectedTemplate = defineTemplate<{ displayName: string }>({
  name: 'account-rejected',
  email: {
    subject: 'Your {{app.name}} registration',
    html: `<p>Hello {{displayName}},</p>
<p>Thank you for your interest in {{app.name}}. After reviewing your registration, an administrator was not able to approve your account.</p>
<p>If you think this is a mistake, or your details have changed, write to <a href="mailto:{{app.supportEmail}}">{{app.supportEmail}}</a> and we will take another look.</p>`,
    text: `Hello {{displayName}},

Thank you for your interest in {{app.name}}. After reviewing your registration, an administrator was not able to approve your account.

If you think this is a mistake, or your details have changed, write to {{app.supportEmail}} and we will take another look.`,
  },
});
