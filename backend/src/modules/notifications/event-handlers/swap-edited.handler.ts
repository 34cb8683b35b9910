import { SWAP_MESSAGES } from '@reagentswap/contracts';
import { SwapEdited } from '../../swaps/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { swapEditedTemplate } from '../templates/swap-offer.template.js';
import { SwapNotifier } from './swap-notifier.js';

/** Spec §2 Edit Swap Request dialog: the owner is notified of the new offer and message (swap offers). */
@EventSubscriber('notifications.swap-edited', SwapEdited)
export class NotifySwapEditedHandler implements IntegrationEventHandler<SwapEdited> {
  constructor(private readonly swaps: SwapNotifier) {}

  async handle(event: SwapEdited): Promise<void> {
    await this.swaps.tell(event, 'owner', swapEditedTemplate, await this.swaps.describe(event), SWAP_MESSAGES.updatedNotifyFailed);
  }
}
