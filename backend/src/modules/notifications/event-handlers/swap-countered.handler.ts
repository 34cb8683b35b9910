import { SwapCountered } from '../../swaps/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { swapCounteredTemplate } from '../templates/swap-counter.template.js';
import { SwapNotifier } from './swap-notifier.js';

/**
 * A counter-offer round reaches the other party (ADR 0027): the owner's counter the requester
 * (swap responses), the requester's counter back the owner (swap offers).
 */
@EventSubscriber('notifications.swap-countered', SwapCountered)
export class NotifySwapCounteredHandler implements IntegrationEventHandler<SwapCountered> {
  constructor(private readonly swaps: SwapNotifier) {}

  async handle(event: SwapCountered): Promise<void> {
    const data = await this.swaps.describe(event);
    const byOwner = event.payload.by === 'owner';
    await this.swaps.tell(event, byOwner ? 'requester' : 'owner', swapCounteredTemplate, {
      ...data,
      counterparty: byOwner ? data.ownerName : data.requesterName,
    });
  }
}
