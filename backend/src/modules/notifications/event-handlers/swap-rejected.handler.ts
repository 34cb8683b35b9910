import { SwapRejected } from '../../swaps/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { swapRejectedTemplate } from '../templates/swap-response.template.js';
import { SwapNotifier } from './swap-notifier.js';

/** Spec §2 Reject dialog: the requester is notified, with the owner's reason (swap responses). */
@EventSubscriber('notifications.swap-rejected', SwapRejected)
export class NotifySwapRejectedHandler implements IntegrationEventHandler<SwapRejected> {
  constructor(private readonly swaps: SwapNotifier) {}

  async handle(event: SwapRejected): Promise<void> {
    await this.swaps.tell(event, 'requester', swapRejectedTemplate, await this.swaps.describe(event));
  }
}
