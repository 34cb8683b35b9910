import { createHash, randomBytes } from 'node:crypto';

export interface OneTimeToken {
  /** Goes into the e-mailed link only; never stored. */
  raw: string;
  hash: string;
  expiresAt: Date;
}

export const EMAIL_CHANGE_TTL_MS = 24 * 3600_000;
export const PASSWORD_RESET_TTL_MS = 3600_000;

/** 256 random bits for a single-use link; the database keeps only the SHA-256 hash. */
export function newOneTimeToken(ttlMs: number, now = Date.now()): OneTimeToken {
  const raw = randomBytes(32).toString('base64url');
  return { raw, hash: hashOneTimeToken(raw), expiresAt: new Date(now + ttlMs) };
}

export function hashOneTimeToken(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

export type TokenState = 'usable' | 'used' | 'replaced' | 'expired';

export function tokenState(token: { consumedAt?: Date | null; revokedAt?: Date | null; expiresAt: Date }, now = Date.now()): TokenState {
  if (token.consumedAt) return 'used';
  if (token.revokedAt) return 'replaced';
  if (token.expiresAt.getTime() <= now) return 'expired';
  return 'usable';
}
