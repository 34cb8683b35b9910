import type { EnvironmentVariables } from './env.schema.js';

/**
 * JWT secrets that anyone can read in this repository or its history (docker-compose's old
 * fallback, the test suite's). A token signed with one of them is forgeable by anyone, so a
 * production server must never accept one, however long it is.
 */
export const PUBLISHED_JWT_SECRETS: readonly string[] = [
  'change-me-to-a-long-random-secret-of-32-chars',
  'test-secret-that-is-at-least-32-characters-long',
];

/** Placeholders people copy from examples ("change-me…", "changeme…"). */
const PLACEHOLDER = /change[\s_-]*me/i;

/**
 * Rules that hold only in production (NODE_ENV=production), where a convenient default is a
 * hole. One message per offending variable, in load-config's format.
 */
export function productionSafetyErrors(config: Pick<EnvironmentVariables, 'NODE_ENV' | 'JWT_SECRET'>): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const secret = config.JWT_SECRET;
  if (secret !== undefined && (PUBLISHED_JWT_SECRETS.includes(secret) || PLACEHOLDER.test(secret))) {
    return [
      'JWT_SECRET: is a published placeholder, refused in production (anyone could sign tokens with it); ' +
        'set a random secret of at least 32 characters (e.g. `openssl rand -base64 48`), or leave it unset to have one generated into DATA_DIR/secrets',
    ];
  }
  return [];
}
