import { describe, expect, it } from '@jest/globals';
import { swapActionsFor } from './swapActions';

const OWNER = 'owner';
const REQUESTER = 'requester';
const swap = (overrides: Partial<Parameters<typeof swapActionsFor>[0]> = {}) => ({
  status: 'pending' as const,
  owner: { id: OWNER, username: 'o', displayName: null, labName: null, university: null },
  requester: { id: REQUESTER, username: 'r', displayName: null, labName: null, university: null },
  shippedAt: null,
  creditOffer: 40,
  counterOffer: null,
  ...overrides,
});

describe('what each party may do with a swap now', () => {
  it('a pending credit offer: the owner approves, counters or rejects; the requester edits or cancels', () => {
    expect(swapActionsFor(swap(), OWNER)).toEqual(['approve', 'counter', 'reject']);
    expect(swapActionsFor(swap(), REQUESTER)).toEqual(['edit', 'cancel']);
  });

  it('a reagent offer cannot be countered', () => {
    expect(swapActionsFor(swap({ creditOffer: null }), OWNER)).toEqual(['approve', 'reject']);
  });

  it('with the owner’s counter on the table the requester answers it, the owner may only reject (ADR 0027)', () => {
    expect(swapActionsFor(swap({ counterOffer: 60 }), REQUESTER)).toEqual(['accept-counter', 'counter', 'decline-counter', 'cancel']);
    expect(swapActionsFor(swap({ counterOffer: 60 }), OWNER)).toEqual(['reject']);
  });

  it('an approved swap: the owner ships or cancels, the requester confirms receipt or cancels; a stranger nothing', () => {
    expect(swapActionsFor(swap({ status: 'approved' }), OWNER)).toEqual(['ship', 'cancel']);
    expect(swapActionsFor(swap({ status: 'approved' }), REQUESTER)).toEqual(['complete', 'cancel']);
    expect(swapActionsFor(swap(), 'someone else')).toEqual([]);
  });
});
