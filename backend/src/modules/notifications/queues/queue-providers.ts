import type { DynamicModule, Provider } from '@nestjs/common';
import { BullModule, getQueueToken } from '@nestjs/bull';
import type Bull from 'bull';
import type { AppConfig } from '../../../config/app-config.js';
import { BullJobQueue } from './bull-job-queue.js';
import { EMAIL_QUEUE } from './email/email.queue.js';
import { InProcessJobQueue } from './in-process-job-queue.js';
import type { JobQueue, RetryPolicy } from './job-queue.js';
import { PUSH_QUEUE } from './push/push.queue.js';
import { queueToken } from './queue-tokens.js';
import { MetricSources } from '../../../shared/observability/metrics/metric-sources.js';

export const QUEUE_NAMES = [EMAIL_QUEUE, PUSH_QUEUE] as const;

export const retryPolicy = (config: AppConfig): RetryPolicy => ({ attempts: config.JOB_ATTEMPTS, backoffMs: config.JOB_BACKOFF_MS });

/**
 * One JobQueue per name, bound to `queueToken(name)`: bull queues on Redis (created and closed by
 * @nestjs/bull, keys under QUEUE_PREFIX) when REDIS_URL is set, in-process queues otherwise.
 */
export function queueInfrastructure(config: AppConfig): { imports: DynamicModule[]; providers: Provider[] } {
  const retry = retryPolicy(config);
  if (config.REDIS_URL) {
    return {
      imports: [
        BullModule.forRoot({ url: config.REDIS_URL, prefix: config.QUEUE_PREFIX }),
        BullModule.registerQueue(...QUEUE_NAMES.map((name) => ({ name }))),
      ],
      providers: QUEUE_NAMES.map((name) => ({
        provide: queueToken(name),
        inject: [getQueueToken(name), MetricSources],
        useFactory: (queue: Bull.Queue, sources: MetricSources) => measured(new BullJobQueue(queue, retry), sources),
      })),
    };
  }
  return {
    imports: [],
    providers: QUEUE_NAMES.map((name) => ({
      provide: queueToken(name),
      inject: [MetricSources],
      useFactory: (sources: MetricSources) => measured(new InProcessJobQueue(name, retry), sources),
    })),
  };
}

/** Registers the queue's depth with the metrics (read at scrape time, ADR 0014). */
function measured<Q extends JobQueue<unknown>>(queue: Q, sources: MetricSources): Q {
  sources.countQueueWith(queue.name, () => queue.counts());
  return queue;
}
