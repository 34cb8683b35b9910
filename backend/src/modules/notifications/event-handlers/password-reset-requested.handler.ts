import { PasswordResetRequested } from '../../identity/index.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import { passwordResetTemplate } from '../templates/password-reset.template.js';
import { fingerprint } from './dedupe.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';

@EventSubscriber('notifications.password-reset-mail', PasswordResetRequested)
export class SendPasswordResetHandler implements IntegrationEventHandler<PasswordResetRequested> {
  constructor(private readonly notifications: NotificationDispatcher) {}

  async handle({ payload }: PasswordResetRequested): Promise<void> {
    await this.notifications.notify({
      dedupeKey: `${PasswordResetRequested.eventType}:${payload.userId}:${fingerprint(payload.resetUrl)}`,
      kind: 'account',
      to: { userId: payload.userId, address: payload.email },
      template: passwordResetTemplate,
      data: { displayName: payload.displayName, resetUrl: payload.resetUrl },
    });
  }
}
