import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { runsBackgroundWork } from '../../../../config/app-role.js';
import { MailSchema } from '../../infrastructure/notifications.entities.js';
import { MailSender } from '../../mail/mail-sender.js';
import { describeError, PermanentJobError, type JobFailure, type JobQueue, type QueuedJob } from '../job-queue.js';
import { queueToken } from '../queue-tokens.js';
import { EMAIL_CONCURRENCY, EMAIL_QUEUE, SEND_EMAIL_JOB, sendEmailJobId, type SendEmailJob } from './email.queue.js';

/** A queued mail older than this without a job (lost with an in-process queue, or never enqueued) is queued again. */
export const STUCK_MAIL_AFTER_MINUTES = 5;
const RECOVERY_INTERVAL_MS = 60_000;
const RECOVERY_BATCH = 100;

/**
 * Sends one mail_outbox row per job. Idempotent: a row that is no longer `queued` (delivered, or
 * failed for good) is skipped, so a duplicated job never sends twice. A failed attempt is
 * recorded on the row and retried by the queue with exponential back-off; after the last
 * attempt the row is marked `failed` and the failure logged. Nothing here ever reaches the
 * command that caused the e-mail: the outbox and the queue stand between them.
 */
@Injectable()
export class EmailProcessor implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EmailProcessor.name);
  private recoveryTimer?: NodeJS.Timeout;

  constructor(
    @Inject(queueToken(EMAIL_QUEUE)) private readonly queue: JobQueue<SendEmailJob>,
    private readonly orm: MikroORM,
    private readonly sender: MailSender,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Only where background work runs (APP_ROLE worker or all): an API instance queues mail, a worker sends it. */
  onModuleInit(): void {
    if (!runsBackgroundWork(this.config)) return;
    this.queue.process(SEND_EMAIL_JOB, (job) => this.send(job), EMAIL_CONCURRENCY);
    this.queue.onFailed((failure) => this.recordFailure(failure));
  }

  onApplicationBootstrap(): void {
    if (!runsBackgroundWork(this.config)) return;
    const sweep = () =>
      void this.recoverStuckMail().catch((error: unknown) => this.logger.warn(`Mail recovery sweep failed: ${describeError(error)}`));
    this.recoveryTimer = setInterval(sweep, RECOVERY_INTERVAL_MS).unref();
    sweep();
  }

  onApplicationShutdown(): void {
    clearInterval(this.recoveryTimer);
  }

  async send(job: QueuedJob<SendEmailJob>): Promise<void> {
    const em = this.orm.em.fork();
    const mail = await em.findOne(MailSchema, { id: job.data.mailId });
    if (!mail || mail.status !== 'queued') return;
    try {
      await this.sender.send({
        to: mail.toAddress,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html ?? '',
        text: mail.text ?? '',
      });
    } catch (error) {
      // SMTP 5xx (unknown mailbox, refused sender): the same message will be refused again.
      const code = (error as { responseCode?: unknown }).responseCode;
      if (typeof code === 'number' && code >= 500 && code < 600)
        throw new PermanentJobError(`SMTP ${code}: ${describeError(error)}`, { cause: error });
      throw error;
    }
    const local = this.sender.transport === 'local';
    await em.nativeUpdate(
      MailSchema,
      { id: mail.id, status: 'queued' },
      {
        status: 'delivered',
        transport: this.sender.transport,
        attempts: job.attempt,
        deliveredAt: new Date(),
        lastError: null,
        // The local outbox is the mailbox: keep the body. Once handed to SMTP, links in it
        // (password reset, e-mail confirmation) must not stay readable here.
        ...(local ? {} : { html: null, text: null }),
      },
    );
  }

  async recordFailure({ job, error, willRetry }: JobFailure<SendEmailJob>): Promise<void> {
    const reason = describeError(error);
    await this.orm.em
      .fork()
      .nativeUpdate(
        MailSchema,
        { id: job.data.mailId, status: 'queued' },
        { attempts: job.attempt, lastError: reason, ...(willRetry ? {} : { status: 'failed' }) },
      );
    if (willRetry) this.logger.warn(`E-mail ${job.data.mailId}: attempt ${job.attempt}/${job.maxAttempts} failed (${reason}); retrying`);
    else this.logger.error(`E-mail ${job.data.mailId} failed after ${job.attempt} attempt(s), giving up: ${reason}`);
  }

  /**
   * Re-enqueues mail that has been `queued` for a while: its job was lost (in-process queue across a
   * restart) or never enqueued (Redis unavailable at that moment). Job ids are row ids, so a row
   * whose job still exists (waiting or in back-off) is not queued twice.
   */
  async recoverStuckMail(): Promise<number> {
    const rows = await this.orm.em
      .fork()
      .execute<{ id: string }[]>(
        `select id from mail_outbox where status = 'queued' and created_at < now() - interval '${STUCK_MAIL_AFTER_MINUTES} minutes' order by created_at limit ${RECOVERY_BATCH}`,
      );
    for (const { id } of rows) await this.queue.add(SEND_EMAIL_JOB, { mailId: id }, { jobId: sendEmailJobId(id) });
    if (rows.length > 0) this.logger.log(`Re-enqueued ${rows.length} queued e-mail(s)`);
    return rows.length;
  }
}
