import type { MailRecord, MailStatus, MailTransportKind } from '../../infrastructure/notifications.entities.js';

/** A row of the admin panel's mail outbox. */
export interface OutboxMailSummaryView {
  id: string;
  to: string;
  subject: string;
  kind: string;
  template: string;
  status: MailStatus;
  /** Where it went: 'local' (kept here, the embedded default) or 'smtp'; null until delivered. */
  transport: MailTransportKind | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

/** One e-mail as sent; html and text are null once handed to SMTP (only the local outbox keeps bodies). */
export interface OutboxMailView extends OutboxMailSummaryView {
  replyTo: string | null;
  html: string | null;
  text: string | null;
}

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
