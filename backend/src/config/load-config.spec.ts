import { InvalidEnvironmentError, loadConfig } from './load-config.js';
import { PUBLISHED_JWT_SECRETS } from './production-safety.js';

const randomLookingSecret = 'q3J9vX2mL8pR4tY7wZ1aB5cD6eF0gH2jK4lM';
/** Production also needs the ledger checkpoint key (see the describe below). */
const LEDGER_CHECKPOINT_KEY = 'p7Hn2Qw9Zr4Tx8Vb1Lm6Kc3Jd5Fg0Sa2Ye4Ui';

describe('loadConfig: JWT_SECRET in production', () => {
  it.each([...PUBLISHED_JWT_SECRETS, 'Change-Me-please-this-is-a-very-long-secret', 'changeme_changeme_changeme_changeme'])(
    'refuses the published placeholder %p with a message naming the variable',
    (secret) => {
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(InvalidEnvironmentError);
      expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: secret })).toThrow(
        /JWT_SECRET: is a published placeholder, refused in production/,
      );
    },
  );

  it('accepts a random secret in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: randomLookingSecret, LEDGER_CHECKPOINT_KEY }).JWT_SECRET).toBe(
      randomLookingSecret,
    );
  });

  it('accepts no secret in production (one is generated into DATA_DIR/secrets)', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: '', LEDGER_CHECKPOINT_KEY }).JWT_SECRET).toBeUndefined();
  });

  it('lets development and tests use a placeholder', () => {
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: PUBLISHED_JWT_SECRETS[0] }).JWT_SECRET).toBe(PUBLISHED_JWT_SECRETS[0]);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: PUBLISHED_JWT_SECRETS[1] }).JWT_SECRET).toBe(PUBLISHED_JWT_SECRETS[1]);
  });
});

describe('loadConfig: LEDGER_CHECKPOINT_KEY in production', () => {
  it('refuses to start without one, or with a placeholder, naming the variable', () => {
    for (const key of [undefined, '', 'change-me-to-a-long-random-ledger-checkpoint-key']) {
      const env = { NODE_ENV: 'production', JWT_SECRET: randomLookingSecret, ...(key === undefined ? {} : { LEDGER_CHECKPOINT_KEY: key }) };
      expect(() => loadConfig(env)).toThrow(InvalidEnvironmentError);
      expect(() => loadConfig(env)).toThrow(/LEDGER_CHECKPOINT_KEY: is (required|a placeholder, refused) in production/);
    }
  });

  it('refuses a short key anywhere, and needs none outside production', () => {
    expect(() => loadConfig({ LEDGER_CHECKPOINT_KEY: 'short' })).toThrow(/LEDGER_CHECKPOINT_KEY must be at least 32 characters/);
    expect(loadConfig({ NODE_ENV: 'development' }).LEDGER_CHECKPOINT_KEY).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: randomLookingSecret, LEDGER_CHECKPOINT_KEY }).LEDGER_CHECKPOINT_KEY).toBe(
      LEDGER_CHECKPOINT_KEY,
    );
  });
});

describe('loadConfig: APP_ROLE', () => {
  it('is all unless set', () => {
    expect(loadConfig({}).APP_ROLE).toBe('all');
  });

  it('refuses an api or worker role without REDIS_URL, naming the variable', () => {
    for (const role of ['api', 'worker']) {
      expect(() => loadConfig({ APP_ROLE: role })).toThrow(/APP_ROLE: \w+ needs REDIS_URL/);
      expect(loadConfig({ APP_ROLE: role, REDIS_URL: 'redis://localhost:6379' }).APP_ROLE).toBe(role);
    }
  });

  it('refuses an unknown role', () => {
    expect(() => loadConfig({ APP_ROLE: 'cron' })).toThrow(/APP_ROLE must be api, worker or all/);
  });
});
