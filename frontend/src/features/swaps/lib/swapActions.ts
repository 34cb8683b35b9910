import type { SwapRequestView } from '@reagentswap/contracts';

export type SwapAction = 'approve' | 'reject' | 'ship' | 'edit' | 'cancel' | 'complete';

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
 */
export function swapActionsFor(
  swap: Pick<SwapRequestView, 'status' | 'owner' | 'requester' | 'shippedAt'>,
  myId: string | undefined,
): SwapAction[] {
  const party = partyOf(swap, myId);
  if (swap.status === 'pending') {
    if (party === 'owner') return ['approve', 'reject'];
    if (party === 'requester') return ['edit', 'cancel'];
  }
  if (swap.status === 'approved') {
    if (party === 'owner') return [...(swap.shippedAt ? [] : (['ship'] as const)), 'cancel'];
    if (party === 'requester') return ['complete', 'cancel'];
  }
  return [];
}
