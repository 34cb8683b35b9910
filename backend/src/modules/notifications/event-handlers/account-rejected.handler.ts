import { UserRejected } from '../../identity/index.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import { accountRejectedTemplate } from '../templates/account-rejected.template.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';

@EventSubscriber('notifications.account-rejected-mail', UserRejected)
export class NotifyAccountRejectedHandler implements IntegrationEventHandler<UserRejected> {
  constructor(private readonly notifications: NotificationDispatcher) {}

  async handle({ payload }: UserRejected): Promise<void> {
    await this.notifications.notify({
      dedupeKey: `${UserRejected.eventType}:${payload.userId}`,
      kind: 'account',
      to: { userId: payload.userId },
      template: accountRejectedTemplate,
      data: { displayName: payload.displayName },
    });
  }
}
