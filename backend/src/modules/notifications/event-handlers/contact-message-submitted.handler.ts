import { Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { ContactMessageSubmitted } from '../../support/index.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import { contactMessageCopyTemplate } from '../templates/contact-message-copy.template.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';

/** A copy of every Contact Us message to SUPPORT_EMAIL; replying answers the sender. */
@EventSubscriber('notifications.forward-contact-message', ContactMessageSubmitted)
export class ForwardContactMessageHandler implements IntegrationEventHandler<ContactMessageSubmitted> {
  constructor(
    private readonly notifications: NotificationDispatcher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ payload }: ContactMessageSubmitted): Promise<void> {
    await this.notifications.notify({
      dedupeKey: `${ContactMessageSubmitted.eventType}:${payload.messageId}`,
      kind: 'support',
      to: { address: this.config.SUPPORT_EMAIL },
      replyTo: payload.email,
      template: contactMessageCopyTemplate,
      data: {
        name: payload.name,
        university: payload.university,
        email: payload.email,
        message: payload.message,
        submittedAt: payload.submittedAt,
      },
    });
  }
}
