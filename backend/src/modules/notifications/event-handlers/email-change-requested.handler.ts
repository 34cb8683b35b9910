import { EmailChangeRequested } from '../../identity/index.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import { emailChangeConfirmationTemplate } from '../templates/email-change-confirmation.template.js';
import { fingerprint } from './dedupe.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';

/** The confirmation link goes to the NEW address: proving it is the member's is the point. */
@EventSubscriber('notifications.email-change-confirmation', EmailChangeRequested)
export class SendEmailChangeConfirmationHandler implements IntegrationEventHandler<EmailChangeRequested> {
  constructor(private readonly notifications: NotificationDispatcher) {}

  async handle({ payload }: EmailChangeRequested): Promise<void> {
    await this.notifications.notify({
      // One e-mail per link: asking twice issues two links, and each is e-mailed once.
      dedupeKey: `${EmailChangeRequested.eventType}:${payload.userId}:${fingerprint(payload.confirmUrl)}`,
      kind: 'account',
      to: { userId: payload.userId, address: payload.newEmail },
      template: emailChangeConfirmationTemplate,
      data: { displayName: payload.displayName, newEmail: payload.newEmail, confirmUrl: payload.confirmUrl },
    });
  }
}
