import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import type { CronJob } from 'cron';
import { loadConfig } from '../../../config/load-config.js';
import { OFFER_EXPIRY_CRON, offerExpiryScheduleEnabled, SwapOfferExpirySchedule } from './swap-offer-expiry-schedule.js';
import type { SwapOfferExpiry } from './swap-offer-expiry.js';

describe('the swap offer expiry schedule (ADR 0027)', () => {
  const config = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env });
  const redis = { REDIS_URL: 'redis://localhost:6379' };

  it('runs on instances that do background work, never in test apps nor API-only instances', () => {
    expect(offerExpiryScheduleEnabled(config({}))).toBe(true);
    expect(offerExpiryScheduleEnabled(config({ ...redis, APP_ROLE: 'worker' }))).toBe(true);
    expect(offerExpiryScheduleEnabled(config({ ...redis, APP_ROLE: 'api' }))).toBe(false);
    expect(offerExpiryScheduleEnabled(config({ NODE_ENV: 'test' }))).toBe(false);
  });

  it('adds a UTC job every 10 minutes that expires the due offers, and logs a failed run instead of throwing', async () => {
    const jobs: CronJob[] = [];
    const registry = { addCronJob: (_name: string, job: CronJob) => jobs.push(job) } as unknown as SchedulerRegistry;
    const run = jest.fn<SwapOfferExpiry['run']>().mockResolvedValue(0);
    const schedule = new SwapOfferExpirySchedule(registry, { run } as unknown as SwapOfferExpiry, config({}));
    schedule.onApplicationBootstrap();
    try {
      expect(jobs).toHaveLength(1);
      expect(String(jobs[0]!.cronTime.source)).toBe(OFFER_EXPIRY_CRON);
      await schedule.fire();
      expect(run).toHaveBeenCalledTimes(1);
      run.mockRejectedValueOnce(new Error('database down'));
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      await expect(schedule.fire()).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledWith('Swap offer expiry could not run: database down');
      logged.mockRestore();
    } finally {
      for (const job of jobs) void job.stop();
    }
  });
});
