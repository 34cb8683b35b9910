import { defineTemplate } from './notification-template.js';

/** Sent to the old address once a change is confirmed, so a takeover does not go unnoticed. */
export const emailChangedTemplate = defineTemplate<{ displayName: string; newEmail: string }>({
  name: 'email-changed',
  email: {
    subject: 'Your {{app.name}} e-mail address was changed',
    html: `<p>Hello {{displayName}},</p>
<p>The e-mail address of your {{app.name}} account was changed to <strong>{{newEmail}}</strong>. From now on, sign in and receive our e-mails with that address.</p>
<p>If you made this change, there is nothing else to do. If you did not, write to <a href="mailto:{{app.supportEmail}}">{{app.supportEmail}}</a> straight away.</p>`,
    text: `Hello {{displayName}},

The e-mail address of your {{app.name}} account was changed to {{newEmail}}. From now on, sign in and receive our e-mails with that address.

If you made this change, there is nothing else to do. If you did not, write to {{app.supportEmail}} straight away.`,
  },
});
