import { SwapCompleted } from '../../swaps/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { swapCompletedTemplate } from '../templates/swap-closed.template.js';
import { SwapNotifier } from './swap-notifier.js';

/** Only the requester confirms receipt, so the owner is the other party: told the swap is complete (swap offers). */
@EventSubscriber('notifications.swap-completed', SwapCompleted)
export class NotifySwapCompletedHandler implements IntegrationEventHandler<SwapCompleted> {
  constructor(private readonly swaps: SwapNotifier) {}

  async handle(event: SwapCompleted): Promise<void> {
    await this.swaps.tell(event, 'owner', swapCompletedTemplate, await this.swaps.describe(event));
  }
}
