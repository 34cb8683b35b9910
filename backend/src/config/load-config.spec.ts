import { InvalidEnvironmentError, loadConfig } from './load-config.js';
import { PUBLISHED_JWT_SECRETS } from './production-safety.js';

const randomLookingSecret = 'q3J9vX2mL8pR4tY7wZ1aB5cD6eF0gH2jK4lM';

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
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: randomLookingSecret }).JWT_SECRET).toBe(randomLookingSecret);
  });

  it('accepts no secret in production (one is generated into DATA_DIR/secrets)', () => {
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: '' }).JWT_SECRET).toBeUndefined();
  });

  it('lets development and tests use a placeholder', () => {
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: PUBLISHED_JWT_SECRETS[0] }).JWT_SECRET).toBe(PUBLISHED_JWT_SECRETS[0]);
    expect(loadConfig({ NODE_ENV: 'test', JWT_SECRET: PUBLISHED_JWT_SECRETS[1] }).JWT_SECRET).toBe(PUBLISHED_JWT_SECRETS[1]);
  });
});
