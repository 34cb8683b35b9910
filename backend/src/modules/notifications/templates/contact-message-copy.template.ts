import { defineTemplate } from './notification-template.js';

/** A Contact Us message, copied to SUPPORT_EMAIL (reply-to: the sender). */
export const contactMessageCopyTemplate = defineTemplate<{
  name: string;
  university: string;
  email: string;
  message: string;
  submittedAt: string;
}>({
  name: 'contact-message-copy',
  email: {
    subject: '[Contact] Message from {{name}} ({{university}})',
    html: `<p>A message was sent through the Contact Us form. Reply to this e-mail to answer {{name}}.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px">
<tr><td style="color:#6b7280">Name</td><td>{{name}}</td></tr>
<tr><td style="color:#6b7280">Lab / University</td><td>{{university}}</td></tr>
<tr><td style="color:#6b7280">E-mail</td><td><a href="mailto:{{email}}">{{email}}</a></td></tr>
<tr><td style="color:#6b7280">Submitted</td><td>{{submittedAt}}</td></tr>
</table>
<div style="margin-top:16px;padding:12px;background:#f5f7fa;border-radius:6px;white-space:pre-wrap">{{message}}</div>`,
    text: `A message was sent through the Contact Us form. Reply to this e-mail to answer {{name}}.

Name:             {{name}}
Lab / University: {{university}}
E-mail:           {{email}}
Submitted:        {{submittedAt}}

{{message}}`,
  },
});
