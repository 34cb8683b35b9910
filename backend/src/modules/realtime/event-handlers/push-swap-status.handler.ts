import type { SwapStatusPush } from '@reagentswap/contracts';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import {
  SwapApproved,
  SwapCancelled,
  SwapCompleted,
  SwapCountered,
  SwapCounterAccepted,
  SwapCounterDeclined,
  SwapEdited,
  SwapRejected,
  SwapRequested,
  SwapShipped,
  type SwapEventPayload,
} from '../../swaps/index.js';
import { MemberCounts } from '../push/member-counts.js';
import { RealtimePushes } from '../push/realtime-pushes.js';

/** What each swap event did, and the status the swap has after it. */
const CHANGES: Record<string, Pick<SwapStatusPush, 'action' | 'status'>> = {
  [SwapRequested.eventType]: { action: 'requested', status: 'pending' },
  [SwapEdited.eventType]: { action: 'edited', status: 'pending' },
  [SwapApproved.eventType]: { action: 'approved', status: 'approved' },
  [SwapShipped.eventType]: { action: 'shipped', status: 'approved' },
  [SwapRejected.eventType]: { action: 'rejected', status: 'rejected' },
  [SwapCancelled.eventType]: { action: 'cancelled', status: 'cancelled' },
  [SwapCompleted.eventType]: { action: 'completed', status: 'completed' },
  // Counter-offer rounds (ADR 0027); an expiry is a SwapCancelled by the system.
  [SwapCountered.eventType]: { action: 'countered', status: 'pending' },
  [SwapCounterAccepted.eventType]: { action: 'counter-accepted', status: 'approved' },
  [SwapCounterDeclined.eventType]: { action: 'counter-declined', status: 'cancelled' },
};

type SwapEvent =
  | SwapRequested
  | SwapEdited
  | SwapApproved
  | SwapShipped
  | SwapRejected
  | SwapCancelled
  | SwapCompleted
  | SwapCountered
  | SwapCounterAccepted
  | SwapCounterDeclined;

/**
 * Both parties' open tabs learn that a swap changed ('swap:status'), and the owner's pending badge
 * is recomputed ('counts'; the requester's badges do not depend on swaps). Idempotent for clients.
 */
@EventSubscriber(
  'realtime.push-swap-status',
  SwapRequested,
  SwapEdited,
  SwapApproved,
  SwapShipped,
  SwapRejected,
  SwapCancelled,
  SwapCompleted,
  SwapCountered,
  SwapCounterAccepted,
  SwapCounterDeclined,
)
export class PushSwapStatusHandler implements IntegrationEventHandler<SwapEvent> {
  constructor(
    private readonly pushes: RealtimePushes,
    private readonly counts: MemberCounts,
  ) {}

  async handle(event: SwapEvent): Promise<void> {
    const change = CHANGES[event.eventType];
    if (!change) return;
    const p: SwapEventPayload = event.payload;
    this.pushes.toMembers([p.requesterId, p.ownerId], 'swap:status', {
      swapId: p.swapId,
      ...change,
      reagent: { id: p.reagentId, name: p.reagentName },
      requesterId: p.requesterId,
      ownerId: p.ownerId,
      actorId: p.actorId,
      at: p.at,
    });
    await this.counts.push('pendingSwapRequests', p.ownerId);
  }
}
