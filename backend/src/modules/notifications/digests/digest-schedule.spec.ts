import { loadConfig } from '../../../config/load-config.js';
import { digestScheduleEnabled } from './digest-schedule.js';

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
