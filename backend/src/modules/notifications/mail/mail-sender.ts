import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import type { MailTransportKind } from '../infrastructure/notifications.entities.js';
import { createMailerService, type MailerService } from './load-mailer.js';

export interface OutgoingMail {
  to: string;
  replyTo?: string | null;
  subject: string;
  html: string;
  text: string;
}

/** Connection limits for SMTP; a send that hangs must fail (and be retried), not block the queue. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const SEND_TIMEOUT_MS = 60_000;

/**
 * Sends a rendered e-mail through @nestjs-modules/mailer's MailerService.
 * - SMTP_URL set: nodemailer's SMTP transport to that server.
 * - otherwise ("local"): nodemailer's JSON transport — the message is composed and checked exactly
 *   as for SMTP but goes nowhere; the mail_outbox row (which already holds subject, HTML and text)
 *   is the local outbox an admin reads in the admin panel.
 */
@Injectable()
export class MailSender implements OnModuleDestroy {
  readonly transport: MailTransportKind;
  private readonly mailer: MailerService;
  private readonly from: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.transport = config.SMTP_URL ? 'smtp' : 'local';
    this.from = config.MAIL_FROM;
    this.mailer = createMailerService({
      transport: config.SMTP_URL ? { url: config.SMTP_URL, ...SMTP_TIMEOUTS } : { jsonTransport: true },
      sendTimeout: SEND_TIMEOUT_MS,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.mailer.sendMail({
      from: this.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    });
  }

  onModuleDestroy(): Promise<void> {
    return this.mailer.onModuleDestroy();
  }
}
