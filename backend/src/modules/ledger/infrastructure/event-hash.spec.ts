import { canonicalEvent, eventHash, GENESIS_HASH, type HashedEventFields } from './event-hash.js';

const base: HashedEventFields = {
  id: '00000000-0000-4000-8000-000000000001',
  accountId: '00000000-0000-4000-8000-000000000002',
  sequence: 2,
  type: 'ledger.credits-granted',
  amountCents: 100,
  balanceAfterCents: 100,
  reservedAfterCents: 0,
  reservationId: null,
  transferId: null,
  counterpartyId: null,
  idempotencyKey: 'k',
  keyIndex: 0,
  causationId: null,
  correlationId: null,
  actorId: null,
  reason: null,
  createdAtMs: 1_790_000_000_123,
};

describe('event hash', () => {
  it('changes with any field and with the previous hash', () => {
    const h = eventHash(GENESIS_HASH, base);
    expect(h).toHaveLength(32);
    expect(eventHash(GENESIS_HASH, { ...base, amountCents: 101 }).equals(h)).toBe(false);
    expect(eventHash(GENESIS_HASH, { ...base, createdAtMs: base.createdAtMs + 1 }).equals(h)).toBe(false);
    expect(eventHash(h, base).equals(h)).toBe(false);
  });
  it('is unambiguous: moving text between fields, or null vs empty, changes the canonical form', () => {
    expect(canonicalEvent({ ...base, causationId: 'ab', correlationId: 'c' })).not.toBe(
      canonicalEvent({ ...base, causationId: 'a', correlationId: 'bc' }),
    );
    expect(canonicalEvent({ ...base, reason: '' })).not.toBe(canonicalEvent({ ...base, reason: null }));
    expect(canonicalEvent({ ...base, reason: '~' })).not.toBe(canonicalEvent({ ...base, reason: null }));
  });
  it('length-prefixes by UTF-8 bytes', () => {
    expect(canonicalEvent({ ...base, reason: 'é🧪' })).toContain('6:é🧪');
  });
});
