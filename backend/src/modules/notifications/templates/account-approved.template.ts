import { button, defineTemplate } from './notification-template.js';

export const accountApprovedTemplate = defineTemplate<{ displayName: string }>({
  name: 'account-approved',
  email: {
    subject: 'Your {{app.name}} account has been approved',
    html: `<p>Hello {{displayName}},</p>
<p>Good news: an administrator has approved your {{app.name}} account. You can now sign in, list your lab's surplus reagents and swap them with other labs.</p>
${button('app.url "/login"', 'Sign in')}`,
    text: `Hello {{displayName}},

Good news: an administrator has approved your {{app.name}} account. You can now sign in, list your lab's surplus reagents and swap them with other labs.

Sign in: {{app.url}}/login`,
  },
  push: { title: 'Account approved', body: 'Welcome to {{app.name}}! You can now list and swap reagents.', url: '/dashboard' },
});
