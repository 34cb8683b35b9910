import type { SwapRequestView } from '@reagentswap/contracts';

export type SwapAction = 'approve' | 'reject' | 'ship' | 'edit' | 'cancel' | 'complete' | 'counter' | 'accept-counter' | 'decline-counter';

export type SwapParty = 'owner' | 'requester';

/** Which side of the swap I am on; null for anyone else (the API answers only the two parties). */
export function partyOf(swap: Pick<SwapRequestView, 'owner' | 'requester'>, myId: string | undefined): SwapParty | null {
  if (myId === swap.owner.id) return 'owner';
  if (myId === swap.requester.id) return 'requester';
  return null;
}

/**
 * What I may do with the swap now (design.md §5; the server's decider refuses the rest): the owner
 * approves or rejects a pending request and marks an approved one shipped; the requester edits or
 * cancels a pending request and confirms receipt of an approved one; either cancels an approved one.
 * Counter-offers (ADR 0027): the owner counters a credit offer on their turn; while the owner's
 * counter is on the table the requester accepts, declines or counters back, and the owner may only reject.
 */
export function swapActionsFor(
  swap: Pick<SwapRequestView, 'status' | 'owner' | 'requester' | 'shippedAt' | 'creditOffer' | 'counterOffer'>,
  myId: string | undefined,
): SwapAction[] {
  const party = partyOf(swap, myId);
  if (swap.status === 'pending') {
    const counterOnTable = swap.counterOffer !== null;
    if (party === 'owner') {
      if (counterOnTable) return ['reject'];
      return swap.creditOffer !== null ? ['approve', 'counter', 'reject'] : ['approve', 'reject'];
    }
    if (party === 'requester') return counterOnTable ? ['accept-counter', 'counter', 'decline-counter', 'cancel'] : ['edit', 'cancel'];
  }
  if (swap.status === 'approved') {
    if (party === 'owner') return [...(swap.shippedAt ? [] : (['ship'] as const)), 'cancel'];
    if (party === 'requester') return ['complete', 'cancel'];
  }
  return [];
}
