import type { EntityManager } from '@mikro-orm/postgresql';
import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { isUuid } from '../../../shared/kernel/uuid.js';

export interface RatedSwap {
  id: string;
  status: string;
  /** The viewer's counterpart: the one they rate. */
  otherPartyId: string;
}

/**
 * The swap as a rating sees it, for one of its parties. Anyone else gets the swap routes' 404 (the
 * same answer as for a swap that does not exist: nothing tells them it does).
 */
export async function loadSwapForParty(em: EntityManager, swapId: string, viewerId: string): Promise<RatedSwap> {
  const [swap] = isUuid(swapId)
    ? await em.execute<{ id: string; status: string; requester_id: string; owner_id: string }[]>(
        `select id, status, requester_id, owner_id from swap_requests where id = ?`,
        [swapId],
      )
    : [];
  if (!swap || (swap.requester_id !== viewerId && swap.owner_id !== viewerId)) {
    throw new NotFoundError(SWAP_MESSAGES.notFound, 'SWAP_NOT_FOUND');
  }
  return { id: swap.id, status: swap.status, otherPartyId: swap.requester_id === viewerId ? swap.owner_id : swap.requester_id };
}
