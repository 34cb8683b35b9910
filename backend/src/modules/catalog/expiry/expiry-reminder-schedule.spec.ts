import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import type { CronJob } from 'cron';
import { loadConfig } from '../../../config/load-config.js';
import { EXPIRY_REMINDER_CRON, ExpiryReminderSchedule, expiryScheduleEnabled } from './expiry-reminder-schedule.js';
import type { ExpiryReminders } from './expiry-reminders.js';

describe('the expiry reminder schedule', () => {
  const config = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env });
  const redis = { REDIS_URL: 'redis://localhost:6379' };

  it('runs on instances that do background work, never in test apps nor API-only instances', () => {
    expect(expiryScheduleEnabled(config({}))).toBe(true);
    expect(expiryScheduleEnabled(config({ ...redis, APP_ROLE: 'worker' }))).toBe(true);
    expect(expiryScheduleEnabled(config({ ...redis, APP_ROLE: 'api' }))).toBe(false);
    expect(expiryScheduleEnabled(config({ NODE_ENV: 'test' }))).toBe(false);
  });

  it('adds an hourly UTC job that runs the reminders, and logs a failed run instead of throwing', async () => {
    const jobs: CronJob[] = [];
    const registry = { addCronJob: (_name: string, job: CronJob) => jobs.push(job) } as unknown as SchedulerRegistry;
    const run = jest.fn<ExpiryReminders['run']>().mockResolvedValue({ today: '2026-11-27', due: 0, claimed: 0 });
    const schedule = new ExpiryReminderSchedule(registry, { run } as unknown as ExpiryReminders, config({}));
    schedule.onApplicationBootstrap();
    try {
      expect(jobs).toHaveLength(1);
      expect(String(jobs[0]!.cronTime.source)).toBe(EXPIRY_REMINDER_CRON);
      await schedule.fire();
      expect(run).toHaveBeenCalledTimes(1);
      run.mockRejectedValueOnce(new Error('database down'));
      const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
      await expect(schedule.fire()).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledWith('Expiry reminders could not run: database down');
      logged.mockRestore();
    } finally {
      for (const job of jobs) void job.stop();
    }
  });

  it('adds nothing where it does not run', () => {
    const addCronJob = jest.fn();
    new ExpiryReminderSchedule(
      { addCronJob } as unknown as SchedulerRegistry,
      {} as ExpiryReminders,
      config({ NODE_ENV: 'test' }),
    ).onApplicationBootstrap();
    expect(addCronJob).not.toHaveBeenCalled();
  });
});
