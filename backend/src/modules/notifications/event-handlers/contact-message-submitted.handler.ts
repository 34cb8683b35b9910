import { Inject } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { ContactMessageSubmitted } from '../../support/index.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import { contactMessageCopyTemplate } from '../templates/contact-message-copy.template.js';

/** A copy of every Contact Us message to SUPPORT_EMAIL; replying answers the sender. */
@EventsHandler(ContactMessageSubmitted)
export class ForwardContactMessageHandler implements IEventHandler<ContactMessageSubmitted> {
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
