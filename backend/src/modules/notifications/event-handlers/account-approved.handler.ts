import { UserApproved } from '../../identity/index.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import { accountApprovedTemplate } from '../templates/account-approved.template.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';

/** Spec §4: once approved, the member is e-mailed (and pushed, if a device is already subscribed). */
@EventSubscriber('notifications.account-approved-mail', UserApproved)
export class NotifyAccountApprovedHandler implements IntegrationEventHandler<UserApproved> {
  constructor(private readonly notifications: NotificationDispatcher) {}

  async handle({ payload }: UserApproved): Promise<void> {
    await this.notifications.notify({
      dedupeKey: `${UserApproved.eventType}:${payload.userId}`,
      kind: 'account',
      to: { userId: payload.userId },
      template: accountApprovedTemplate,
      data: { displayName: payload.displayName },
    });
  }
}
