import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { PasswordResetRequested } from '../../identity/index.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import { passwordResetTemplate } from '../templates/password-reset.template.js';
import { fingerprint } from './dedupe.js';

@EventsHandler(PasswordResetRequested)
export class SendPasswordResetHandler implements IEventHandler<PasswordResetRequested> {
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
