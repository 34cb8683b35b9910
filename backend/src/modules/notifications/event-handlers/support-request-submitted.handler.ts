import { Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { SupportRequestSubmitted } from '../../support/index.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import { supportRequestCopyTemplate } from '../templates/support-request-copy.template.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';

/** A copy of every Help Center support request to SUPPORT_EMAIL; replying answers the sender. */
@EventSubscriber('notifications.forward-support-request', SupportRequestSubmitted)
export class ForwardSupportRequestHandler implements IntegrationEventHandler<SupportRequestSubmitted> {
  constructor(
    private readonly notifications: NotificationDispatcher,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async handle({ payload }: SupportRequestSubmitted): Promise<void> {
    await this.notifications.notify({
      dedupeKey: `${SupportRequestSubmitted.eventType}:${payload.requestId}`,
      kind: 'support',
      to: { address: this.config.SUPPORT_EMAIL },
      replyTo: payload.email,
      template: supportRequestCopyTemplate,
      data: {
        name: payload.name,
        email: payload.email,
        issueTypeLabel: payload.issueTypeLabel,
        message: payload.message,
        submittedAt: payload.submittedAt,
      },
    });
  }
}
