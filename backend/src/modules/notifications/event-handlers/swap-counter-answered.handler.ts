import { SwapCounterAccepted, SwapCounterDeclined } from '../../swaps/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { swapCounterAcceptedTemplate, swapCounterDeclinedTemplate } from '../templates/swap-counter.template.js';
import { SwapNotifier } from './swap-notifier.js';

/** The owner hears that the requester accepted their counter-offer (swap offers, ADR 0027). */
@EventSubscriber('notifications.swap-counter-accepted', SwapCounterAccepted)
export class NotifySwapCounterAcceptedHandler implements IntegrationEventHandler<SwapCounterAccepted> {
  constructor(private readonly swaps: SwapNotifier) {}

  async handle(event: SwapCounterAccepted): Promise<void> {
    await this.swaps.tell(event, 'owner', swapCounterAcceptedTemplate, await this.swaps.describe(event));
  }
}

/** The owner hears that the requester declined their counter-offer (swap offers). */
@EventSubscriber('notifications.swap-counter-declined', SwapCounterDeclined)
export class NotifySwapCounterDeclinedHandler implements IntegrationEventHandler<SwapCounterDeclined> {
  constructor(private readonly swaps: SwapNotifier) {}

  async handle(event: SwapCounterDeclined): Promise<void> {
    await this.swaps.tell(event, 'owner', swapCounterDeclinedTemplate, await this.swaps.describe(event));
  }
}
