import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Secrets that must survive restarts but must never be committed (JWT key, VAPID keys).
 * When the environment does not provide them we generate them once and keep them under DATA_DIR.
 */
export function loadOrCreateLocalSecret<T>(dataDir: string, name: string, create: () => T): T {
  const file = join(dataDir, 'secrets', `${name}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as T;
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const value = create();
  writeFileSync(file, JSON.stringify(value), { mode: 0o600 });
  return value;
}

export const randomSecret = (bytes = 48): string => randomBytes(bytes).toString('base64url');
