import { button, defineTemplate } from './notification-template.js';

export const emailChangeConfirmationTemplate = defineTemplate<{ displayName: string; newEmail: string; confirmUrl: string }>({
  name: 'email-change-confirmation',
  email: {
    subject: 'Confirm your new {{app.name}} e-mail address',
    html: `<p>Hello {{displayName}},</p>
<p>You asked to use <strong>{{newEmail}}</strong> for your {{app.name}} account. Please confirm that this address is yours:</p>
${button('confirmUrl', 'Confirm e-mail address')}
<p>The link works once and expires in 24 hours. If you did not ask for this change, ignore this e-mail: your address stays the same.</p>`,
    text: `Hello {{displayName}},

You asked to use {{newEmail}} for your {{app.name}} account. Please confirm that this address is yours by opening this link:

{{confirmUrl}}

The link works once and expires in 24 hours. If you did not ask for this change, ignore this e-mail: your address stays the same.`,
  },
});
