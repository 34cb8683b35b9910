import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config.js';
import { runsBackgroundWork } from '../../../../config/app-role.js';
import { pushTopic } from '../../push/push-delivery-options.js';
import { PushSendLog, type PushSendKey } from '../../push/push-send-log.js';
import { WebPushSender, type PushOutcome, type PushTarget } from '../../push/web-push-sender.js';
import { describeError, PermanentJobError, type JobFailure, type JobQueue, type QueuedJob } from '../job-queue.js';
import { queueToken } from '../queue-tokens.js';
import { PUSH_CONCURRENCY, PUSH_QUEUE, SEND_PUSH_JOB, type SendPushJob } from './push.queue.js';

/**
 * Sends one push to one device per job, at most once (PushSendLog): the send is claimed before the
 * POST and stamped after it, so a job that runs again — a retry after the stamp failed, bull
 * re-running a job whose worker was killed, a duplicated job — does not send it twice. A
 * subscription the push service reports gone (404/410) is deleted; a success stamps
 * last_success_at; 429/5xx and network errors release the claim and are retried with back-off.
 */
@Injectable()
export class PushProcessor implements OnModuleInit {
  private readonly logger = new Logger(PushProcessor.name);

  constructor(
    @Inject(queueToken(PUSH_QUEUE)) private readonly queue: JobQueue<SendPushJob>,
    private readonly orm: MikroORM,
    private readonly sender: WebPushSender,
    private readonly sends: PushSendLog,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Only where background work runs (APP_ROLE worker or all). */
  onModuleInit(): void {
    if (!runsBackgroundWork(this.config)) return;
    this.queue.process(SEND_PUSH_JOB, (job) => this.send(job), PUSH_CONCURRENCY);
    this.queue.onFailed((failure) => this.recordFailure(failure));
  }

  async send(job: QueuedJob<SendPushJob>): Promise<void> {
    const { deliveryId, subscriptionId, payload, urgency = 'normal' } = job.data;
    const key: PushSendKey = { deliveryId, subscriptionId };
    const device = await this.deviceOf(key);
    if (!device) return; // unsubscribed since, or the browser now belongs to someone else
    const claim = await this.sends.claim(key);
    if (!claim.claimed) {
      if (claim.status === 'claimed')
        this.logger.warn(
          `Push ${deliveryId} to device ${subscriptionId}: an earlier attempt was interrupted while sending it; not sent again`,
        );
      return;
    }
    let outcome: PushOutcome;
    try {
      outcome = await this.sender.send(device, payload, { topic: pushTopic(deliveryId), urgency });
    } catch (error) {
      const final = error instanceof PermanentJobError || job.attempt >= job.maxAttempts;
      await this.sends.release(key, final ? 'failed' : 'retry', describeError(error));
      throw error;
    }
    // A crash or error from here on leaves the claim unstamped: the push went out, and a re-run will not repeat it.
    await this.sends.stamp(key, outcome);
    if (outcome === 'gone') this.logger.log(`Push subscription ${subscriptionId} expired (push service said gone); removed`);
  }

  recordFailure({ job, error, willRetry }: JobFailure<SendPushJob>): void {
    const what = `Push ${job.data.deliveryId} to device ${job.data.subscriptionId}`;
    if (willRetry) this.logger.warn(`${what}: attempt ${job.attempt}/${job.maxAttempts} failed (${describeError(error)}); retrying`);
    else this.logger.error(`${what} failed after ${job.attempt} attempt(s), giving up: ${describeError(error)}`);
  }

  /** The device, while it still belongs to the member the push is for (a browser can change hands: ADR 0005). */
  private async deviceOf({ deliveryId, subscriptionId }: PushSendKey): Promise<PushTarget | undefined> {
    const [device] = await this.orm.em.fork().execute<PushTarget[]>(
      `select s.endpoint, s.p256dh, s.auth
         from push_subscriptions s join push_deliveries d on d.user_id = s.user_id
        where s.id = ? and d.id = ?`,
      [subscriptionId, deliveryId],
    );
    return device;
  }
}
