import { checkpointKeyFrom } from './checkpoint-key.js';
import { checkpointIntervalMinutes } from './checkpoint-schedule.js';

describe('the checkpoint key', () => {
  const jwt = 'j'.repeat(40);

  it('is LEDGER_CHECKPOINT_KEY when set', () => {
    expect(checkpointKeyFrom({ NODE_ENV: 'production', JWT_SECRET: jwt, LEDGER_CHECKPOINT_KEY: 'k'.repeat(32) })).toEqual(
      Buffer.from('k'.repeat(32)),
    );
  });

  it('is derived from JWT_SECRET outside production: stable, and not the JWT secret itself', () => {
    const derived = checkpointKeyFrom({ NODE_ENV: 'development', JWT_SECRET: jwt });
    expect(checkpointKeyFrom({ NODE_ENV: 'test', JWT_SECRET: jwt })).toEqual(derived);
    expect(derived.toString('utf8')).not.toContain(jwt);
    expect(checkpointKeyFrom({ NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(40) })).not.toEqual(derived);
  });

  it('is never derived in production', () => {
    expect(() => checkpointKeyFrom({ NODE_ENV: 'production', JWT_SECRET: jwt })).toThrow(/LEDGER_CHECKPOINT_KEY is required in production/);
  });
});

describe('the checkpoint schedule', () => {
  it('runs hourly by default, never by the clock in test apps unless set, and not at all at 0', () => {
    expect(checkpointIntervalMinutes({ NODE_ENV: 'production' })).toBe(60);
    expect(checkpointIntervalMinutes({ NODE_ENV: 'development' })).toBe(60);
    expect(checkpointIntervalMinutes({ NODE_ENV: 'test' })).toBe(0);
    expect(checkpointIntervalMinutes({ NODE_ENV: 'test', LEDGER_CHECKPOINT_INTERVAL_MINUTES: 5 })).toBe(5);
    expect(checkpointIntervalMinutes({ NODE_ENV: 'production', LEDGER_CHECKPOINT_INTERVAL_MINUTES: 0 })).toBe(0);
  });

  it('is left to the workers: none on an API-only instance, whatever the interval', () => {
    expect(checkpointIntervalMinutes({ NODE_ENV: 'production', APP_ROLE: 'api', LEDGER_CHECKPOINT_INTERVAL_MINUTES: 5 })).toBe(0);
    expect(checkpointIntervalMinutes({ NODE_ENV: 'production', APP_ROLE: 'worker' })).toBe(60);
  });
});
