import type { Page } from '../shared/paging.js';

export const MAIL_STATUSES = ['queued', 'delivered', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
/** Where a mail went: 'local' (kept here, the embedded default) or 'smtp'. */
export type MailTransportKind = 'local' | 'smtp';

/** A row of the admin panel's mail outbox (GET /api/admin/mail-outbox). */
export interface OutboxMailSummary {
  id: string;
  to: string;
  subject: string;
  kind: string;
  template: string;
  status: MailStatus;
  /** null until delivered. */
  transport: MailTransportKind | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
}

export type OutboxMailPage = Page<OutboxMailSummary>;

/** One e-mail as sent; html and text are null once handed to SMTP (only the local outbox keeps bodies). */
export interface OutboxMail extends OutboxMailSummary {
  replyTo: string | null;
  html: string | null;
  text: string | null;
}
