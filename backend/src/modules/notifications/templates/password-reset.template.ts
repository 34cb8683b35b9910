import { button, defineTemplate } from './notification-template.js';

export const passwordResetTemplate = defineTemplate<{ displayName: string; resetUrl: string }>({
  name: 'password-reset',
  email: {
    subject: 'Reset your {{app.name}} password',
    html: `<p>Hello {{displayName}},</p>
<p>Someone (hopefully you) asked to reset the password of your {{app.name}} account. Choose a new password here:</p>
${button('resetUrl', 'Reset password')}
<p>The link works once and expires in 1 hour. If you did not ask for a new password, ignore this e-mail: your password stays the same.</p>`,
    text: `Hello {{displayName}},

Someone (hopefully you) asked to reset the password of your {{app.name}} account. Choose a new password here:

{{resetUrl}}

The link works once and expires in 1 hour. If you did not ask for a new password, ignore this e-mail: your password stays the same.`,
  },
});
