import { AsyncResource } from 'node:async_hooks';
import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { QueueCounts } from '../../../shared/observability/metrics/metric-sources.js';
import {
  exponentialBackoff,
  PermanentJobError,
  type JobFailureListener,
  type JobHandler,
  type JobQueue,
  type QueuedJob,
  type RetryPolicy,
} from './job-queue.js';

interface Entry<T> {
  id: string;
  name: string;
  data: T;
  attemptsMade: number;
}

export interface InProcessQueueOptions {
  /** Jobs running at once, per queue. */
  concurrency?: number;
  /** Timer used for back-off delays; tests replace it to observe the delays. */
  schedule?: (run: () => void, delayMs: number) => NodeJS.Timeout;
}

/**
 * The embedded default's queue: jobs live in this process's memory and run here, with the same
 * retry and back-off semantics as bull. Jobs waiting when the process stops are lost from memory;
 * what they were for is still recorded in the database (a queued mail stays `queued`), and the
 * mail processor re-enqueues such rows (see EmailProcessor.recoverStuckMail).
 */
export class InProcessJobQueue<T> implements JobQueue<T>, BeforeApplicationShutdown {
  private readonly logger = new Logger(`Queue:${this.name}`);
  private readonly handlers = new Map<string, { handler: JobHandler<T>; concurrency: number }>();
  private readonly listeners: JobFailureListener<T>[] = [];
  /** Every job not finished yet (waiting, delayed or running), by id. */
  private readonly jobs = new Map<string, Entry<T>>();
  private readonly ready: Entry<T>[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly activeByName = new Map<string, number>();
  private idleWaiters: (() => void)[] = [];
  private sequence = 0;
  private closed = false;
  private readonly schedule: (run: () => void, delayMs: number) => NodeJS.Timeout;
  private readonly defaultConcurrency: number;
  /**
   * Jobs run in the async context the queue was created in, never in the context of whoever added
   * them — as with bull, where a worker picks them up. Otherwise a job added by an event handler
   * would inherit the outbox relay's transaction context (MikroORM keeps it in AsyncLocalStorage)
   * and outlive that transaction.
   */
  private readonly context = new AsyncResource('InProcessJobQueue');

  constructor(
    readonly name: string,
    private readonly retry: RetryPolicy,
    options: InProcessQueueOptions = {},
  ) {
    this.defaultConcurrency = options.concurrency ?? 5;
    this.schedule = options.schedule ?? ((run, delayMs) => setTimeout(run, delayMs).unref());
  }

  add(jobName: string, data: T, options: { jobId?: string } = {}): Promise<void> {
    if (this.closed) return Promise.reject(new Error(`Queue ${this.name} is closed`));
    const id = options.jobId ?? `${Date.now()}-${++this.sequence}`;
    if (this.jobs.has(id)) return Promise.resolve();
    const entry: Entry<T> = { id, name: jobName, data, attemptsMade: 0 };
    this.jobs.set(id, entry);
    this.ready.push(entry);
    this.pump();
    return Promise.resolve();
  }

  process(jobName: string, handler: JobHandler<T>, concurrency = this.defaultConcurrency): void {
    this.handlers.set(jobName, { handler, concurrency });
    this.pump();
  }

  onFailed(listener: JobFailureListener<T>): void {
    this.listeners.push(listener);
  }

  /** Resolves once no job is waiting, delayed or running. */
  whenIdle(): Promise<void> {
    if (this.jobs.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /** Retries waiting out their back-off count as delayed, as in bull. */
  counts(): Promise<QueueCounts> {
    return Promise.resolve({ waiting: this.ready.length, active: this.running.size, delayed: this.timers.size });
  }

  /** Number of jobs not finished yet. */
  get size(): number {
    return this.jobs.size;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.close();
  }

  private pump(): void {
    for (let i = 0; i < this.ready.length && !this.closed;) {
      const entry = this.ready[i]!;
      const registered = this.handlers.get(entry.name);
      const active = this.activeByName.get(entry.name) ?? 0;
      if (!registered || active >= registered.concurrency) {
        i += 1;
        continue;
      }
      this.ready.splice(i, 1);
      this.activeByName.set(entry.name, active + 1);
      const run = this.context
        .runInAsyncScope(() => this.run(entry, registered.handler))
        .finally(() => {
          this.running.delete(run);
          this.activeByName.set(entry.name, (this.activeByName.get(entry.name) ?? 1) - 1);
          this.pump();
          this.notifyIdle();
        });
      this.running.add(run);
    }
  }

  private async run(entry: Entry<T>, handler: JobHandler<T>): Promise<void> {
    const job: QueuedJob<T> = {
      id: entry.id,
      name: entry.name,
      data: entry.data,
      attempt: entry.attemptsMade + 1,
      maxAttempts: this.retry.attempts,
    };
    try {
      await handler(job);
      this.jobs.delete(entry.id);
    } catch (error) {
      entry.attemptsMade += 1;
      const willRetry = !(error instanceof PermanentJobError) && entry.attemptsMade < this.retry.attempts && !this.closed;
      await this.emitFailed(job, error, willRetry);
      if (!willRetry) {
        this.jobs.delete(entry.id);
        return;
      }
      const timer = this.schedule(
        this.context.bind(() => {
          this.timers.delete(timer);
          if (this.closed) return;
          this.ready.push(entry);
          this.pump();
        }),
        exponentialBackoff(entry.attemptsMade, this.retry.backoffMs),
      );
      this.timers.add(timer);
    }
  }

  private async emitFailed(job: QueuedJob<T>, error: unknown, willRetry: boolean): Promise<void> {
    for (const listener of this.listeners) {
      try {
        await listener({ job, error, willRetry });
      } catch (listenerError) {
        this.logger.error(`A failure listener of ${this.name} threw: ${String(listenerError)}`);
      }
    }
  }

  private notifyIdle(): void {
    if (this.jobs.size > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}
