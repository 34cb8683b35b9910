import { EmailChanged } from '../../identity/index.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import { emailChangedTemplate } from '../templates/email-changed.template.js';
import { fingerprint } from './dedupe.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';

/** Tells the OLD address that the change happened, so a hijacked account does not change hands silently. */
@EventSubscriber('notifications.email-changed-notice', EmailChanged)
export class NotifyEmailChangedHandler implements IntegrationEventHandler<EmailChanged> {
  constructor(private readonly notifications: NotificationDispatcher) {}

  async handle({ payload }: EmailChanged): Promise<void> {
    await this.notifications.notify({
      dedupeKey: `${EmailChanged.eventType}:${payload.userId}:${fingerprint(`${payload.oldEmail}>${payload.newEmail}`)}`,
      kind: 'account',
      to: { userId: payload.userId, address: payload.oldEmail },
      template: emailChangedTemplate,
      data: { displayName: payload.displayName, newEmail: payload.newEmail },
    });
  }
}
