import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type Bull from 'bull';
import type { QueueCounts } from '../../../shared/observability/metrics/metric-sources.js';
import {
  PermanentJobError,
  type JobFailureListener,
  type JobHandler,
  type JobQueue,
  type QueuedJob,
  type RetryPolicy,
} from './job-queue.js';

/**
 * The JobQueue interface on a bull queue (Redis). The queue itself is created and closed by
 * @nestjs/bull (BullModule.registerQueue in notifications.module.ts); this adapter adds the retry
 * policy to every job, maps PermanentJobError to `job.discard()`, and reports failures.
 * Several API instances (or separate workers) may process the same queues.
 */
export class BullJobQueue<T> implements JobQueue<T>, BeforeApplicationShutdown {
  private readonly logger = new Logger(`Queue:${this.queue.name}`);
  private readonly listeners: JobFailureListener<T>[] = [];

  constructor(
    private readonly queue: Bull.Queue<T>,
    private readonly retry: RetryPolicy,
  ) {
    queue.on('failed', (job: Bull.Job<T>, error: Error) => void this.emitFailed(job, error));
    queue.on('error', (error: Error) => this.logger.error(`Queue ${queue.name}: ${error.message}`));
  }

  get name(): string {
    return this.queue.name;
  }

  async add(jobName: string, data: T, options: { jobId?: string } = {}): Promise<void> {
    await this.queue.add(jobName, data, {
      jobId: options.jobId,
      attempts: this.retry.attempts,
      backoff: { type: 'exponential', delay: this.retry.backoffMs },
      removeOnComplete: true,
      // Kept for inspection (bull-board, redis-cli); a failed job is also recorded by its processor.
      removeOnFail: 1000,
    });
  }

  process(jobName: string, handler: JobHandler<T>, concurrency = 5): void {
    this.queue
      .process(jobName, concurrency, async (job: Bull.Job<T>) => {
        try {
          await handler(this.toQueuedJob(job));
        } catch (error) {
          if (error instanceof PermanentJobError) await job.discard();
          throw error;
        }
      })
      .catch((error: unknown) => this.logger.error(`Processing ${this.queue.name}/${jobName} stopped: ${String(error)}`));
  }

  onFailed(listener: JobFailureListener<T>): void {
    this.listeners.push(listener);
  }

  /** The whole queue in Redis (every instance's jobs); a paused queue's jobs count as waiting. */
  async counts(): Promise<QueueCounts> {
    const counts = (await this.queue.getJobCounts()) as Bull.JobCounts & { paused?: number };
    return { waiting: counts.waiting + (counts.paused ?? 0), active: counts.active, delayed: counts.delayed };
  }

  async close(): Promise<void> {
    // Idempotent in bull: @nestjs/bull closes the same queue again on application shutdown.
    await this.queue.close();
  }

  /** Before the ORM closes, so running jobs can finish their database work. */
  beforeApplicationShutdown(): Promise<void> {
    return this.close();
  }

  private toQueuedJob(job: Bull.Job<T>): QueuedJob<T> {
    return {
      id: String(job.id),
      name: job.name,
      data: job.data,
      attempt: job.attemptsMade + 1,
      maxAttempts: job.opts.attempts ?? this.retry.attempts,
    };
  }

  private async emitFailed(job: Bull.Job<T>, error: Error): Promise<void> {
    // bull has already counted this attempt (attemptsMade) and decided whether to retry.
    const maxAttempts = job.opts.attempts ?? this.retry.attempts;
    const discarded = error instanceof PermanentJobError;
    const failure = {
      job: { id: String(job.id), name: job.name, data: job.data, attempt: job.attemptsMade, maxAttempts },
      error,
      willRetry: !discarded && job.attemptsMade < maxAttempts,
    };
    for (const listener of this.listeners) {
      try {
        await listener(failure);
      } catch (listenerError) {
        this.logger.error(`A failure listener of ${this.queue.name} threw: ${String(listenerError)}`);
      }
    }
  }
}
