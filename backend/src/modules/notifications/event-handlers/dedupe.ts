import { createHash } from 'node:crypto';

/** A short stable fingerprint, for dedupe keys of events that carry no id of their own (one-time links). */
export const fingerprint = (value: string): string => createHash('sha256').update(value).digest('base64url').slice(0, 22);
