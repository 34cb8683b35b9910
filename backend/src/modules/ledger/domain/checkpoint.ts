import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { LEDGER_CHECKPOINT_FORMAT, type LedgerCheckpointFile, type LedgerCheckpointHead } from '@reagentswap/contracts';

/**
 * A checkpoint, pure: every stream's head at one moment, one head hash over them, and an HMAC over
 * the fields that say what was anchored (ADR 0004, "Checkpoints"). No I/O here; the key is passed in.
 */
export interface StreamHeadAt {
  accountId: string;
  sequence: number;
  hash: Buffer;
}

/** What the signature covers. */
export interface SignedCheckpointFields {
  id: string;
  createdAt: Date;
  sequence: number;
  accountCount: number;
  headHash: Buffer;
}

export interface SignedCheckpoint extends SignedCheckpointFields {
  keyFingerprint: string;
  signature: Buffer;
  heads: StreamHeadAt[];
}

const HEAD_BYTES = 16 + 4 + 32;
const HEADS_DOMAIN = Buffer.from(`${LEDGER_CHECKPOINT_FORMAT} heads\n`, 'utf8');

const uuidBytes = (id: string): Buffer => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidText = (bytes: Buffer): string => {
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** Heads in one fixed order (account id), whatever order they were read in. */
export const sortedHeads = (heads: readonly StreamHeadAt[]): StreamHeadAt[] =>
  [...heads].sort((a, b) => (a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0));

/** Heads as stored: per stream 16 bytes of account id, the sequence as uint32 big-endian, the 32-byte hash. */
export function packHeads(heads: readonly StreamHeadAt[]): Buffer {
  const sorted = sortedHeads(heads);
  const out = Buffer.alloc(sorted.length * HEAD_BYTES);
  sorted.forEach((head, i) => {
    const at = i * HEAD_BYTES;
    uuidBytes(head.accountId).copy(out, at);
    out.writeUInt32BE(head.sequence, at + 16);
    head.hash.copy(out, at + 20);
  });
  return out;
}

export function unpackHeads(packed: Buffer): StreamHeadAt[] {
  if (packed.length % HEAD_BYTES !== 0) throw new Error(`Packed heads are ${packed.length} bytes, not a multiple of ${HEAD_BYTES}`);
  const heads: StreamHeadAt[] = [];
  for (let at = 0; at < packed.length; at += HEAD_BYTES) {
    heads.push({
      accountId: uuidText(packed.subarray(at, at + 16)),
      sequence: packed.readUInt32BE(at + 16),
      hash: Buffer.from(packed.subarray(at + 20, at + HEAD_BYTES)),
    });
  }
  return heads;
}

/** sha256 over every stream's (account, sequence, hash), in account order: the ledger's head at the checkpoint. */
export const headHashOf = (heads: readonly StreamHeadAt[]): Buffer =>
  createHash('sha256').update(HEADS_DOMAIN).update(packHeads(heads)).digest();

/** How many events the heads cover: positions are 1..n per stream, so the sum of the last sequences. */
export const sequenceOf = (heads: readonly StreamHeadAt[]): number => heads.reduce((sum, head) => sum + head.sequence, 0);

/** The exact bytes the HMAC covers: one field per line, the format first. */
export const signedPayload = (fields: SignedCheckpointFields): string =>
  [
    LEDGER_CHECKPOINT_FORMAT,
    fields.id,
    fields.createdAt.toISOString(),
    String(fields.sequence),
    String(fields.accountCount),
    fields.headHash.toString('hex'),
  ].join('\n');

export const signCheckpoint = (key: Buffer, fields: SignedCheckpointFields): Buffer =>
  createHmac('sha256', key).update(signedPayload(fields), 'utf8').digest();

export function signatureHolds(key: Buffer, checkpoint: SignedCheckpointFields & { signature: Buffer }): boolean {
  const expected = signCheckpoint(key, checkpoint);
  return checkpoint.signature.length === expected.length && timingSafeEqual(checkpoint.signature, expected);
}

/** A stable, public name for a key: the first 16 hex digits of its sha256. */
export const keyFingerprintOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 16);

/** Whether the stored heads are the ones that were signed: same head hash, count and position. */
export const headsMatchSignedFields = (checkpoint: SignedCheckpoint): boolean =>
  headHashOf(checkpoint.heads).equals(checkpoint.headHash) &&
  checkpoint.heads.length === checkpoint.accountCount &&
  sequenceOf(checkpoint.heads) === checkpoint.sequence;

/** What a checkpoint's summary and its downloadable file both show of it, as text. */
export const signedFieldsAsText = (checkpoint: SignedCheckpoint) => ({
  id: checkpoint.id,
  createdAt: checkpoint.createdAt.toISOString(),
  sequence: checkpoint.sequence,
  accountCount: checkpoint.accountCount,
  headHash: checkpoint.headHash.toString('hex'),
  keyFingerprint: checkpoint.keyFingerprint,
  signature: checkpoint.signature.toString('hex'),
});

export function toCheckpointFile(checkpoint: SignedCheckpoint): LedgerCheckpointFile {
  return {
    format: LEDGER_CHECKPOINT_FORMAT,
    ...signedFieldsAsText(checkpoint),
    heads: sortedHeads(checkpoint.heads).map((h): LedgerCheckpointHead => [h.accountId, h.sequence, h.hash.toString('hex')]),
  };
}

/** The inverse of toCheckpointFile, for a file an admin kept (its shape already validated). */
export function fromCheckpointFile(file: LedgerCheckpointFile): SignedCheckpoint {
  return {
    id: file.id,
    createdAt: new Date(file.createdAt),
    sequence: file.sequence,
    accountCount: file.accountCount,
    headHash: Buffer.from(file.headHash, 'hex'),
    keyFingerprint: file.keyFingerprint,
    signature: Buffer.from(file.signature, 'hex'),
    heads: file.heads.map(([accountId, sequence, hash]) => ({ accountId, sequence, hash: Buffer.from(hash, 'hex') })),
  };
}
