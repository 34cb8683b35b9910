import type { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import { CronJob } from 'cron';

/**
 * Adds a job to @nestjs/schedule's registry that fires on `cronTime` in UTC (the same instant on
 * every instance, whatever the host's zone) and never overlaps itself: a run still going when the
 * next tick comes (it never should) is not started twice. Jobs are added at start rather than
 * declared with @Cron, so that whether and when they run can come from the configuration.
 */
export function addUtcCronJob(registry: SchedulerRegistry, name: string, cronTime: string, onTick: () => Promise<void>): void {
  registry.addCronJob(name, CronJob.from({ cronTime, onTick, timeZone: 'UTC', waitForCompletion: true, start: true }));
}

/** One scheduled run: a failure is logged as "`what` could not run: …" and never thrown (the next tick runs regardless). */
export async function runLogged(logger: Logger, what: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    logger.error(`${what} could not run: ${(error instanceof Error ? error.message : String(error)).slice(0, 1000)}`);
  }
}
