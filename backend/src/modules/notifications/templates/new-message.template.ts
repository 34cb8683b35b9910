import { button, defineTemplate } from './notification-template.js';

export interface NewMessageData {
  senderName: string;
  /** The reagent the conversation is about, if any. */
  reagentName: string | null;
  /** The start of the message, for the e-mail (line breaks kept). */
  excerpt: string;
  /** The push body: at most 100 characters on one line (spec §9). */
  preview: string;
  /** Where the recipient replies: /conversation/{senderId}[?reagentId=…]. */
  conversationPath: string;
}

/** Spec §9 notification type `messages` (notify_messages / push_messages); e-mails at most one per pair per 2 minutes. */
export const newMessageTemplate = defineTemplate<NewMessageData>({
  name: 'new-message',
  email: {
    subject: 'New message from {{senderName}}{{#if reagentName}} about {{reagentName}}{{/if}}',
    html: `<p>Hello {{recipient.displayName}},</p>
<p>{{senderName}} sent you a message{{#if reagentName}} about <strong>{{reagentName}}</strong>{{/if}}:</p>
<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid #1677ff;background:#f5f7fa;white-space:pre-line">{{excerpt}}</blockquote>
${button('app.url conversationPath', 'Reply')}
<p style="font-size:13px;color:#666666">While a conversation is busy we e-mail you about it at most once every 2 minutes. You can turn message e-mails off in your profile.</p>`,
    text: `Hello {{recipient.displayName}},

{{senderName}} sent you a message{{#if reagentName}} about {{reagentName}}{{/if}}:

{{excerpt}}

Reply: {{app.url}}{{conversationPath}}

While a conversation is busy we e-mail you about it at most once every 2 minutes. You can turn message e-mails off in your profile.`,
  },
  push: { title: 'New message from {{senderName}}', body: '{{preview}}', url: '{{conversationPath}}' },
});
