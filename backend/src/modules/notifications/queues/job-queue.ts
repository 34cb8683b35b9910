import type { QueueCounts } from '../../../shared/observability/metrics/metric-sources.js';

/**
 * The one queue interface the notifications module (and later ones) code against. Two
 * implementations share its semantics: bull on Redis when REDIS_URL is set (bull-job-queue.ts),
 * and an in-process runner for the embedded default (in-process-job-queue.ts).
 *
 * Semantics, the same in both:
 * - `add` with a `jobId` is ignored while a job with that id is still waiting, delayed or running;
 * - a handler that throws is retried up to `attempts` times in all, waiting
 *   `exponentialBackoff(attemptsMade, backoffMs)` before each retry (bull's own formula);
 * - a handler that throws `PermanentJobError` is not retried;
 * - `onFailed` listeners hear about every failed attempt, with `willRetry` false on the last one.
 */
export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  attempts: number;
  /** Base delay of the exponential back-off. */
  backoffMs: number;
}

export interface QueuedJob<T> {
  id: string;
  name: string;
  data: T;
  /** 1 for the first attempt. */
  attempt: number;
  maxAttempts: number;
}

export type JobHandler<T> = (job: QueuedJob<T>) => Promise<void>;

export interface JobFailure<T> {
  job: QueuedJob<T>;
  error: unknown;
  willRetry: boolean;
}

export type JobFailureListener<T> = (failure: JobFailure<T>) => void | Promise<void>;

export interface JobQueue<T> {
  readonly name: string;
  add(jobName: string, data: T, options?: { jobId?: string }): Promise<void>;
  /** Registers the handler of one job name; jobs of that name start running once it is set. */
  process(jobName: string, handler: JobHandler<T>, concurrency?: number): void;
  onFailed(listener: JobFailureListener<T>): void;
  /** Jobs by state, for the queue-depth metric (read at scrape time). */
  counts(): Promise<QueueCounts>;
  close(): Promise<void>;
}

/** Thrown by a handler when retrying cannot help (the push service refused the payload, …). */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}

/** Delay before the retry that follows `attemptsMade` failed attempts: base, 3×base, 7×base, … (bull's 'exponential'). */
export const exponentialBackoff = (attemptsMade: number, backoffMs: number): number => Math.round((2 ** attemptsMade - 1) * backoffMs);

export const describeError = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000);
