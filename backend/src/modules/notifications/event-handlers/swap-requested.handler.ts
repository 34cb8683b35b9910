import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { SwapRequested } from '../../swaps/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { swapRequestedTemplate } from '../templates/swap-offer.template.js';
import { SwapNotifier } from './swap-notifier.js';

/** Spec §5: a new swap request is e-mailed and pushed to the reagent's owner (swap offers). */
@EventSubscriber('notifications.swap-requested', SwapRequested)
export class NotifySwapRequestedHandler implements IntegrationEventHandler<SwapRequested> {
  constructor(private readonly swaps: SwapNotifier) {}

  async handle(event: SwapRequested): Promise<void> {
    await this.swaps.tell(event, 'owner', swapRequestedTemplate, await this.swaps.describe(event), SWAP_MESSAGES.notifyFailed);
  }
}
