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
export function productionSafetyErrors(config: Pick<EnvironmentVariables, 'NODE_ENV' | 'JWT_SECRET' | 'LEDGER_CHECKPOINT_KEY'>): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const errors: string[] = [];
  const secret = config.JWT_SECRET;
  if (secret !== undefined && (PUBLISHED_JWT_SECRETS.includes(secret) || PLACEHOLDER.test(secret))) {
    errors.push(
      'JWT_SECRET: is a published placeholder, refused in production (anyone could sign tokens with it); ' +
        'set a random secret of at least 32 characters (e.g. `openssl rand -base64 48`), or leave it unset to have one generated into DATA_DIR/secrets',
    );
  }
  // Not generated into DATA_DIR as JWT_SECRET is: the embedded database lives there too, and the
  // key's whole point is to be out of reach of whoever can rewrite the database.
  const checkpointKey = config.LEDGER_CHECKPOINT_KEY;
  if (checkpointKey === undefined || PLACEHOLDER.test(checkpointKey)) {
    errors.push(
      `LEDGER_CHECKPOINT_KEY: ${checkpointKey === undefined ? 'is required' : 'is a placeholder, refused'} in production ` +
        '(it signs the ledger checkpoints and must be kept outside the database); set a random key of at least 32 characters (e.g. `openssl rand -base64 48`)',
    );
  }
  return errors;
}
