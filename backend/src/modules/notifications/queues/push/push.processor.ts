import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { PushSubscriptionSchema } from '../../infrastructure/notifications.entities.js';
import { WebPushSender } from '../../push/web-push-sender.js';
import { describeError, type JobFailure, type JobQueue, type QueuedJob } from '../job-queue.js';
import { queueToken } from '../queue-tokens.js';
import { PUSH_CONCURRENCY, PUSH_QUEUE, SEND_PUSH_JOB, type SendPushJob } from './push.queue.js';

/**
 * Sends one push to one device per job. A subscription the push service reports gone (404/410) is
 * deleted; a success stamps last_success_at; 429/5xx and network errors are retried with back-off.
 */
@Injectable()
export class PushProcessor implements OnModuleInit {
  private readonly logger = new Logger(PushProcessor.name);

  constructor(
    @Inject(queueToken(PUSH_QUEUE)) private readonly queue: JobQueue<SendPushJob>,
    private readonly orm: MikroORM,
    private readonly sender: WebPushSender,
  ) {}

  onModuleInit(): void {
    this.queue.process(SEND_PUSH_JOB, (job) => this.send(job), PUSH_CONCURRENCY);
    this.queue.onFailed((failure) => this.recordFailure(failure));
  }

  async send(job: QueuedJob<SendPushJob>): Promise<void> {
    const em = this.orm.em.fork();
    const device = await em.findOne(PushSubscriptionSchema, { id: job.data.subscriptionId });
    if (!device) return; // unsubscribed since
    const outcome = await this.sender.send(device, job.data.payload);
    if (outcome === 'gone') {
      await em.nativeDelete(PushSubscriptionSchema, { id: device.id, endpoint: device.endpoint });
      this.logger.log(`Push subscription ${device.id} expired (push service said gone); removed`);
      return;
    }
    await em.nativeUpdate(PushSubscriptionSchema, { id: device.id }, { lastSuccessAt: new Date() });
  }

  recordFailure({ job, error, willRetry }: JobFailure<SendPushJob>): void {
    const what = `Push ${job.data.deliveryId} to device ${job.data.subscriptionId}`;
    if (willRetry) this.logger.warn(`${what}: attempt ${job.attempt}/${job.maxAttempts} failed (${describeError(error)}); retrying`);
    else this.logger.error(`${what} failed after ${job.attempt} attempt(s), giving up: ${describeError(error)}`);
  }
}
