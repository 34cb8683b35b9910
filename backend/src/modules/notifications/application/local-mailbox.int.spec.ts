import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { withoutRelay } from '../../../shared/outbox/testing/relay-until.js';
import { createTestApp, type TestApp } from '../../../testing/test-app.js';
import { EMAIL_QUEUE } from '../queues/email/email.queue.js';
import type { JobQueue } from '../queues/job-queue.js';
import { queueToken } from '../queues/queue-tokens.js';
import { defineTemplate } from '../templates/notification-template.js';
import { NotificationDispatcher } from './notification-dispatcher.js';

// Without SMTP_URL the mail_outbox row is the mailbox (MailSender's local transport): the
// dispatcher composes the mail and writes its row delivered, with no send job to read it back and
// update it (issue 16). The SMTP path (queued, then sent by the job, retried, failed for good) is
// covered in notifications.int.spec.ts. This app never relays, so it takes no other file's events.

const supportCopy = defineTemplate<{ topic: string }>({
  name: 'test-local-mailbox',
  email: { subject: 'About {{topic}}', html: '<p>{{topic}}</p>', text: '{{topic}}' },
});

describe('the local mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withoutRelay(() => createTestApp());
  });
  afterAll(() => t.close());

  const mailRow = async (dedupeKey: string) =>
    (
      await t.orm.em
        .fork()
        .execute<{ status: string; transport: string | null; attempts: number; delivered: boolean }[]>(
          'select status, transport, attempts, delivered_at is not null as delivered from mail_outbox where dedupe_key = ?',
          [dedupeKey],
        )
    )[0];

  it('holds the mail delivered as soon as it is dispatched, without a send job', async () => {
    const queue = t.app.get<JobQueue<unknown>>(queueToken(EMAIL_QUEUE));
    const add = jest.spyOn(queue, 'add');
    try {
      const dedupeKey = `test-local-mailbox:${randomUUID()}`;
      const request = {
        dedupeKey,
        kind: 'support' as const,
        to: { address: 'support@example.test' },
        template: supportCopy,
        data: { topic: 'pipettes' },
      };
      expect(await t.app.get(NotificationDispatcher).dispatch(request)).toEqual({
        email: 'queued',
        push: 'not-applicable',
        inApp: 'not-applicable',
      });
      expect(await mailRow(dedupeKey)).toMatchObject({
        status: 'delivered',
        transport: 'local',
        attempts: 1,
        delivered: true,
      });
      expect(add).not.toHaveBeenCalled();
      // Dispatched again (a redelivered event): nothing new.
      expect(await t.app.get(NotificationDispatcher).dispatch(request)).toEqual({
        email: 'duplicate',
        push: 'not-applicable',
        inApp: 'not-applicable',
      });
    } finally {
      add.mockRestore();
    }
  });
});
