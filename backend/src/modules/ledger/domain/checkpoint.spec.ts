import { randomBytes, randomUUID } from 'node:crypto';
import {
  fromCheckpointFile,
  headHashOf,
  headsMatchSignedFields,
  packHeads,
  sequenceOf,
  signatureHolds,
  signCheckpoint,
  toCheckpointFile,
  unpackHeads,
  type SignedCheckpoint,
  type StreamHeadAt,
} from './checkpoint.js';

const head = (sequence: number): StreamHeadAt => ({ accountId: randomUUID(), sequence, hash: randomBytes(32) });
const key = randomBytes(32);

function signed(heads: StreamHeadAt[]): SignedCheckpoint {
  const fields = {
    id: randomUUID(),
    createdAt: new Date('2026-11-27T03:00:00.123Z'),
    sequence: sequenceOf(heads),
    accountCount: heads.length,
    headHash: headHashOf(heads),
  };
  return { ...fields, heads, keyFingerprint: '0123456789abcdef', signature: signCheckpoint(key, fields) };
}

describe('checkpoint (pure)', () => {
  const heads = [head(3), head(1), head(12)];

  it('packs heads in account order and unpacks them unchanged', () => {
    const unpacked = unpackHeads(packHeads(heads));
    expect(unpacked).toEqual([...heads].sort((a, b) => a.accountId.localeCompare(b.accountId)));
    expect(packHeads(heads)).toHaveLength(3 * 52);
  });

  it('hashes the heads whatever order they were read in, and any change of one changes the hash', () => {
    expect(headHashOf([...heads].reverse()).equals(headHashOf(heads))).toBe(true);
    const rewritten = heads.map((h, i) => (i === 1 ? { ...h, hash: randomBytes(32) } : h));
    expect(headHashOf(rewritten).equals(headHashOf(heads))).toBe(false);
    const moved = heads.map((h, i) => (i === 1 ? { ...h, sequence: h.sequence + 1 } : h));
    expect(headHashOf(moved).equals(headHashOf(heads))).toBe(false);
  });

  it('covers the sum of the last sequences', () => {
    expect(sequenceOf(heads)).toBe(16);
  });

  it('verifies with the key that signed it, not with another, nor after any signed field changed', () => {
    const checkpoint = signed(heads);
    expect(signatureHolds(key, checkpoint)).toBe(true);
    expect(signatureHolds(randomBytes(32), checkpoint)).toBe(false);
    expect(signatureHolds(key, { ...checkpoint, sequence: checkpoint.sequence + 1 })).toBe(false);
    expect(signatureHolds(key, { ...checkpoint, createdAt: new Date(checkpoint.createdAt.getTime() + 1) })).toBe(false);
    expect(signatureHolds(key, { ...checkpoint, headHash: randomBytes(32) })).toBe(false);
    expect(signatureHolds(key, { ...checkpoint, signature: Buffer.alloc(5) })).toBe(false);
  });

  it('tells stored heads that are not the signed ones', () => {
    const checkpoint = signed(heads);
    expect(headsMatchSignedFields(checkpoint)).toBe(true);
    expect(headsMatchSignedFields({ ...checkpoint, heads: heads.slice(1) })).toBe(false);
    expect(headsMatchSignedFields({ ...checkpoint, heads: heads.map((h) => ({ ...h, hash: randomBytes(32) })) })).toBe(false);
  });

  it('round-trips through the downloadable file', () => {
    const checkpoint = signed(heads);
    const file = JSON.parse(JSON.stringify(toCheckpointFile(checkpoint)));
    expect(file).toMatchObject({ format: 'reagentswap-ledger-checkpoint/1', sequence: 16, accountCount: 3 });
    const back = fromCheckpointFile(file);
    expect(signatureHolds(key, back)).toBe(true);
    expect(headsMatchSignedFields(back)).toBe(true);
  });
});
