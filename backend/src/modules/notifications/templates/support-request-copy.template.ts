import { defineTemplate } from './notification-template.js';

/** A Help Center support request, copied to SUPPORT_EMAIL (reply-to: the sender). */
export const supportRequestCopyTemplate = defineTemplate<{
  name: string;
  email: string;
  issueTypeLabel: string;
  message: string;
  submittedAt: string;
}>({
  name: 'support-request-copy',
  email: {
    subject: '[Support] {{issueTypeLabel}} from {{name}}',
    html: `<p>A support request was submitted through the Help Center. Reply to this e-mail to answer {{name}}.</p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px">
<tr><td style="color:#6b7280">Name</td><td>{{name}}</td></tr>
<tr><td style="color:#6b7280">E-mail</td><td><a href="mailto:{{email}}">{{email}}</a></td></tr>
<tr><td style="color:#6b7280">Issue type</td><td>{{issueTypeLabel}}</td></tr>
<tr><td style="color:#6b7280">Submitted</td><td>{{submittedAt}}</td></tr>
</table>
<div style="margin-top:16px;padding:12px;background:#f5f7fa;border-radius:6px;white-space:pre-wrap">{{message}}</div>`,
    text: `A support request was submitted through the Help Center. Reply to this e-mail to answer {{name}}.

Name:       {{name}}
E-mail:     {{email}}
Issue type: {{issueTypeLabel}}
Submitted:  {{submittedAt}}

{{message}}`,
  },
});
