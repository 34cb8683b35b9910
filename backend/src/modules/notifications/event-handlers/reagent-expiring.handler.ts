import { ReagentExpiring } from '../../catalog/index.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import { reagentExpiringTemplate } from '../templates/reagent-expiring.template.js';

const whenOf = (daysLeft: number, expiryDate: string) =>
  daysLeft > 1 ? `in ${daysLeft} days` : daysLeft === 1 ? 'tomorrow' : daysLeft === 0 ? 'today' : `on ${expiryDate}`;

/**
 * The owner's expiry reminder (issue 18 item 4), by e-mail and push per their preferences. The
 * dedupe key is the event's idempotency key, so a redelivered event sends nothing twice.
 */
@EventSubscriber('notifications.reagent-expiring', ReagentExpiring)
export class NotifyReagentExpiringHandler implements IntegrationEventHandler<ReagentExpiring> {
  constructor(private readonly dispatcher: NotificationDispatcher) {}

  async handle({ payload }: ReagentExpiring): Promise<void> {
    await this.dispatcher.notify({
      dedupeKey: `${ReagentExpiring.eventType}:${payload.idempotencyKey}`,
      kind: 'listing-expiry',
      to: { userId: payload.ownerId },
      template: reagentExpiringTemplate,
      data: {
        reagentId: payload.reagentId,
        reagentName: payload.name,
        expiryDate: payload.expiryDate,
        when: whenOf(payload.daysLeft, payload.expiryDate),
      },
    });
  }
}
