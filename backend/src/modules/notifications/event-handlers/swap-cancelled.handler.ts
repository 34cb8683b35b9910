import { SwapCancelled } from '../../swaps/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import type { SwapNotificationData } from '../templates/swap-template-parts.js';
import { swapCancelledTemplate } from '../templates/swap-closed.template.js';
import { SwapNotifier, type SwapParty } from './swap-notifier.js';

type CancelledBy = SwapCancelled['payload']['by'];

/**
 * A cancellation reaches the other party; a system cancellation (the reagent went to another swap,
 * or a member left) reaches both, with the reason. A member who left is suspended, and suspended
 * members get no swap notifications (the dispatcher's gate), so only the one who stays hears of it.
 */
@EventSubscriber('notifications.swap-cancelled', SwapCancelled)
export class NotifySwapCancelledHandler implements IntegrationEventHandler<SwapCancelled> {
  constructor(private readonly swaps: SwapNotifier) {}

  async handle(event: SwapCancelled): Promise<void> {
    const { by } = event.payload;
    const data = await this.swaps.describe(event);
    for (const party of toldOf(by)) {
      await this.swaps.tell(event, party, swapCancelledTemplate, {
        ...data,
        headline: cancellationHeadline(by, party, data),
        reason: by === 'system' ? data.message : null,
      });
    }
  }
}

const toldOf = (by: CancelledBy): SwapParty[] => {
  switch (by) {
    case 'requester':
      return ['owner'];
    case 'owner':
      return ['requester'];
    case 'system':
      return ['requester', 'owner'];
  }
};

/** Who cancelled what, as the recipient reads it. */
export function cancellationHeadline(by: CancelledBy, recipient: SwapParty, data: SwapNotificationData): string {
  switch (by) {
    case 'requester':
      return `${data.requesterName} cancelled their swap request for your reagent ${data.reagentName}.`;
    case 'owner':
      return `${data.ownerName} cancelled your approved swap request for ${data.reagentName}.`;
    case 'system':
      return recipient === 'requester'
        ? `Your swap request for ${data.reagentName} was cancelled.`
        : `The swap request from ${data.requesterName} for your reagent ${data.reagentName} was cancelled.`;
  }
}
