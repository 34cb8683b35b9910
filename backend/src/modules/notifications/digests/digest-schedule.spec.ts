import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { loadConfig } from '../../../config/load-config.js';
import type { DigestRunner } from './digest-runner.js';
import { digestScheduleEnabled, DigestSchedule } from './digest-schedule.js';
import { digestsInfrastructure } from './digests.providers.js';

describe('whether an instance runs the digest schedule', () => {
  const config = (env: Record<string, string>) => loadConfig({ JWT_SECRET: 'x'.repeat(32), ...env });

  it('runs it by default, at 07:00 UTC', () => {
    expect(digestScheduleEnabled(config({}))).toBe(true);
    expect(
      digestScheduleEnabled(
        config({
          NODE_ENV: 'production',
          JWT_SECRET: 'a-secret-that-is-long-enough-for-production-use',
          LEDGER_CHECKPOINT_KEY: 'k'.repeat(32),
        }),
      ),
    ).toBe(true);
  });

  it("does not run it when DIGEST_SEND_TIME is 'off'", () => {
    expect(digestScheduleEnabled(config({ DIGEST_SEND_TIME: 'off' }))).toBe(false);
  });

  it('does not run it in test apps unless a send time is set', () => {
    expect(digestScheduleEnabled(config({ NODE_ENV: 'test' }))).toBe(false);
    expect(digestScheduleEnabled(config({ NODE_ENV: 'test', DIGEST_SEND_TIME: '06:30' }))).toBe(true);
  });

  it('leaves it to the workers: an API-only instance does not run it', () => {
    const redis = { REDIS_URL: 'redis://localhost:6379', DIGEST_SEND_TIME: '06:30' };
    expect(digestScheduleEnabled(config({ ...redis, APP_ROLE: 'api' }))).toBe(false);
    expect(digestScheduleEnabled(config({ ...redis, APP_ROLE: 'worker' }))).toBe(true);
  });

  it('refuses a send time that is not HH:MM', () => {
    expect(() => config({ DIGEST_SEND_TIME: '7am' })).toThrow(/DIGEST_SEND_TIME must be HH:MM \(24-hour, UTC\) or off/);
    expect(() => config({ DIGEST_SEND_TIME: '24:00' })).toThrow(/DIGEST_SEND_TIME/);
  });
});

// Without an app or a database: an API test once spent its 60 s closing an app whose relay had
// found another test's events, for what only needs the registry and the runner.
describe('the digest schedule', () => {
  const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), NODE_ENV: 'test', DIGEST_SEND_TIME: '06:30' });

  it('is part of the app only when enabled', () => {
    expect(digestsInfrastructure(config).providers).toContain(DigestSchedule);
    expect(digestsInfrastructure({ ...config, DIGEST_SEND_TIME: 'off' }).providers).not.toContain(DigestSchedule);
  });

  it('runs the daily digest every day and the weekly digest on Mondays at DIGEST_SEND_TIME (UTC), for that day', async () => {
    const registry = new SchedulerRegistry();
    const run = jest
      .fn<DigestRunner['run']>()
      .mockResolvedValue({ kind: 'weekly', period: '', claimed: 0, queued: 0, nothingNew: 0, failedBatches: 0 });
    const schedule = new DigestSchedule(registry, { run } as unknown as DigestRunner, config);
    schedule.onApplicationBootstrap();
    const daily = registry.getCronJob('daily-digest');
    const weekly = registry.getCronJob('weekly-digest');
    try {
      const nextDaily = daily.nextDate().toJSDate();
      const nextWeekly = weekly.nextDate().toJSDate();
      expect([nextDaily.getUTCHours(), nextDaily.getUTCMinutes()]).toEqual([6, 30]);
      expect([nextWeekly.getUTCDay(), nextWeekly.getUTCHours(), nextWeekly.getUTCMinutes()]).toEqual([1, 6, 30]);
    } finally {
      await Promise.all([daily.stop(), weekly.stop()]);
    }
    await schedule.fire('weekly', new Date('2026-11-23T06:30:00.200Z'));
    expect(run).toHaveBeenCalledWith('weekly', '2026-11-23');
  });

  it('logs a run that fails rather than throwing it (the next period runs regardless)', async () => {
    const run = jest.fn<DigestRunner['run']>().mockRejectedValue(new Error('database gone'));
    const schedule = new DigestSchedule(new SchedulerRegistry(), { run } as unknown as DigestRunner, config);
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => {});
    await expect(schedule.fire('daily', new Date('2026-11-24T06:30:00Z'))).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('The daily digest could not run: database gone');
    logged.mockRestore();
  });
});
