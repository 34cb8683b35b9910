import type { OutboxMail, OutboxMailSummary } from '@reagentswap/contracts';
import type { MailRecord } from '../../infrastructure/notifications.entities.js';

/** A row of the admin panel's mail outbox (the shared contract). */
export type OutboxMailSummaryView = OutboxMailSummary;

/** One e-mail as sent (the shared contract). */
export type OutboxMailView = OutboxMail;

export const toOutboxMailSummary = (mail: MailRecord): OutboxMailSummaryView => ({
  id: mail.id,
  to: mail.toAddress,
  subject: mail.subject,
  kind: mail.kind,
  template: mail.template,
  status: mail.status,
  transport: mail.transport ?? null,
  attempts: mail.attempts,
  lastError: mail.lastError ?? null,
  createdAt: mail.createdAt.toISOString(),
  deliveredAt: mail.deliveredAt?.toISOString() ?? null,
});

export const toOutboxMail = (mail: MailRecord): OutboxMailView => ({
  ...toOutboxMailSummary(mail),
  replyTo: mail.replyTo ?? null,
  html: mail.html,
  text: mail.text,
});
