import { QueryBus } from '@nestjs/cqrs';
import { MESSAGE_TIMINGS } from '@reagentswap/contracts';
import { GetReagentQuery } from '../../catalog/index.js';
import { GetNotificationRecipientQuery } from '../../identity/index.js';
import { MessageSent } from '../../messaging/index.js';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import type { NotificationChannel } from '../application/notification-request.js';
import { newMessageTemplate } from '../templates/new-message.template.js';
import { excerpt, oneLineExcerpt } from '../templates/text-excerpt.js';
import { MessageMailCooldown } from './message-mail-cooldown.js';

/** Spec §9: a push shows the first 100 characters of the message. */
export const PUSH_PREVIEW_LENGTH = MESSAGE_TIMINGS.pushPreviewLength;
/** The e-mail quotes the start of the message; the whole of it is one click away. */
const EMAIL_EXCERPT_LENGTH = 500;

/**
 * A new message: a push to the recipient's devices every time (push_messages), and an e-mail
 * (notify_messages) unless this pair already had one in the last 2 minutes — the cooldown is
 * claimed in the database, so it holds across API instances. Both go through the dispatcher under
 * the message's id, so a redelivered event sends nothing twice.
 */
@EventSubscriber('notifications.message-sent', MessageSent)
export class NotifyMessageSentHandler implements IntegrationEventHandler<MessageSent> {
  constructor(
    private readonly notifications: NotificationDispatcher,
    private readonly cooldown: MessageMailCooldown,
    private readonly queries: QueryBus,
  ) {}

  async handle({ payload }: MessageSent): Promise<void> {
    // A message with an action button is a swap's (the offer's or the approval's): the swap
    // notifications already announce it and quote it, so it gets no message notification too.
    if (payload.payload) return;
    const sender = await this.queries.execute(new GetNotificationRecipientQuery(payload.senderId));
    const reagentName = payload.reagentId ? await this.reagentName(payload.reagentId) : null;
    // The cooldown spaces out e-mails only: every message is pushed and listed in-app.
    const channels: NotificationChannel[] = (await this.cooldown.claim(payload)) ? ['email', 'push', 'in-app'] : ['push', 'in-app'];
    await this.notifications.notify({
      dedupeKey: `${MessageSent.eventType}:${payload.messageId}`,
      kind: 'message',
      to: { userId: payload.recipientId },
      template: newMessageTemplate,
      data: {
        senderName: sender?.displayName ?? 'A member',
        reagentName,
        excerpt: excerpt(payload.content, EMAIL_EXCERPT_LENGTH),
        preview: oneLineExcerpt(payload.content, PUSH_PREVIEW_LENGTH),
        conversationPath: `/conversation/${payload.senderId}${payload.reagentId ? `?reagentId=${payload.reagentId}` : ''}`,
      },
      channels,
    });
  }

  /** The reagent's name while it is shown; a removed or hidden reagent is simply not named. */
  private async reagentName(reagentId: string): Promise<string | null> {
    try {
      return (await this.queries.execute(new GetReagentQuery(reagentId))).name;
    } catch (error) {
      if (error instanceof NotFoundError) return null;
      throw error;
    }
  }
}
