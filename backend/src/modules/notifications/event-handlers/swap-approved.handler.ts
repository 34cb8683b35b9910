import { SwapApproved } from '../../swaps/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { swapApprovedTemplate } from '../templates/swap-response.template.js';
import { SwapNotifier } from './swap-notifier.js';

/** Spec §2 Approve dialog: the requester is notified, with the owner's message (swap responses). */
@EventSubscriber('notifications.swap-approved', SwapApproved)
export class NotifySwapApprovedHandler implements IntegrationEventHandler<SwapApproved> {
  constructor(private readonly swaps: SwapNotifier) {}

  async handle(event: SwapApproved): Promise<void> {
    await this.swaps.tell(event, 'requester', swapApprovedTemplate, await this.swaps.describe(event));
  }
}
