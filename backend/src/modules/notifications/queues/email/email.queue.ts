/** The e-mail queue: one job per mail_outbox row. */
export const EMAIL_QUEUE = 'email';
export const SEND_EMAIL_JOB = 'send-email';
/** SMTP sends in flight at once, per process. */
export const EMAIL_CONCURRENCY = 5;

export interface SendEmailJob {
  mailId: string;
}

/** The row id is the job id: a mail is never queued twice while its job exists. */
export const sendEmailJobId = (mailId: string): string => `mail:${mailId}`;
