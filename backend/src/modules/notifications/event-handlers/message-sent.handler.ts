import { QueryBus } from '@nestjs/cqrs';
import { MESSAGE_TIMINGS } from '@reagentswap/contracts';
import { GetReagentQuery } from '../../catalog/index.js';
import { ListNotificationRecipientsQuery, notificationRecipientOf, type NotificationRecipient } from '../../identity/index.js';
import { MessageSent, type MessagePartySnapshot, type MessageSentPayload } from '../../messaging/index.js';
import { NotFoundError } from '../../../shared/errors/domain-error.js';
import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { NotificationDispatcher } from '../application/notification-dispatcher.js';
import type { NotificationChannel, NotificationRequest } from '../application/notification-request.js';
import { newMessageTemplate, type NewMessageData } from '../templates/new-message.template.js';
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
 *
 * A batch of messages is worked as a set (ADR 0030): one read of every sender and recipient, one
 * of each reagent named, one cooldown claim for every pair, one statement writing every row — a
 * constant number of round trips for the relay's batch instead of eight per message.
 */
@EventSubscriber('notifications.message-sent', MessageSent)
export class NotifyMessageSentHandler implements IntegrationEventHandler<MessageSent> {
  constructor(
    private readonly notifications: NotificationDispatcher,
    private readonly cooldown: MessageMailCooldown,
    private readonly queries: QueryBus,
  ) {}

  async handle(event: MessageSent): Promise<void> {
    await this.handleBatch([event]);
  }

  async handleBatch(events: MessageSent[]): Promise<void> {
    // A message with an action button is a swap's (the offer's or the approval's): the swap
    // notifications already announce it and quote it, so it gets no message notification too.
    const messages = events.map((event) => event.payload).filter((message) => !message.payload);
    if (messages.length === 0) return;
    const member = await this.members(messages);
    const reagentNames = new Map<string, string | null>();
    for (const reagentId of new Set(messages.flatMap((message) => (message.reagentId ? [message.reagentId] : []))))
      reagentNames.set(reagentId, await this.reagentName(reagentId));
    // The cooldown spaces out e-mails only: every message is pushed and listed in-app.
    const mailed = await this.cooldown.claimMany(messages);
    await this.notifications.notifyMany(
      messages.map((message) =>
        this.request(
          message,
          member.get(message.senderId.toLowerCase()),
          member.get(message.recipientId.toLowerCase()),
          message.reagentId ? reagentNames.get(message.reagentId)! : null,
          mailed.has(message.messageId.toLowerCase()),
        ),
      ),
    );
  }

  private request(
    message: MessageSentPayload,
    sender: NotificationRecipient | undefined,
    recipient: NotificationRecipient | undefined,
    reagentName: string | null,
    mail: boolean,
  ): NotificationRequest<NewMessageData> {
    const channels: NotificationChannel[] = mail ? ['email', 'push', 'in-app'] : ['push', 'in-app'];
    return {
      dedupeKey: `${MessageSent.eventType}:${message.messageId}`,
      kind: 'message',
      to: { userId: message.recipientId, known: recipient },
      template: newMessageTemplate,
      data: {
        senderName: sender?.displayName ?? 'A member',
        reagentName,
        excerpt: excerpt(message.content, EMAIL_EXCERPT_LENGTH),
        preview: oneLineExcerpt(message.content, PUSH_PREVIEW_LENGTH),
        conversationPath: `/conversation/${message.senderId}${message.reagentId ? `?reagentId=${message.reagentId}` : ''}`,
      },
      channels,
    };
  }

  /**
   * Every sender and recipient, as the events carry them; only members of events written before
   * they carried their parties, and carried by none of the others, are read (one read for all). A party carried as null (gone when the
   * message was sent) is left out: as with a read that finds nobody, the sender is 'A member' and
   * the recipient unknown.
   */
  private async members(messages: MessageSentPayload[]): Promise<Map<string, NotificationRecipient>> {
    const member = new Map<string, NotificationRecipient>();
    const unread = new Set<string>();
    for (const { parties, senderId, recipientId } of messages) {
      if (!parties) {
        unread.add(senderId).add(recipientId);
        continue;
      }
      for (const party of [parties.sender, parties.recipient]) {
        const recipient = recipientOf(party);
        if (recipient) member.set(recipient.userId.toLowerCase(), recipient);
      }
    }
    for (const carried of member.keys()) unread.delete(carried);
    if (unread.size > 0)
      for (const found of await this.queries.execute(new ListNotificationRecipientsQuery([...unread])))
        member.set(found.userId.toLowerCase(), found);
    return member;
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

/** A carried party as identity's rules see them (its defaults for unset flags, its display name). */
function recipientOf(party: MessagePartySnapshot | null): NotificationRecipient | undefined {
  if (!party) return undefined;
  const profile = party.username === null ? null : { username: party.username, displayUsername: party.displayUsername, ...party.flags };
  return notificationRecipientOf(
    { id: party.userId, email: party.email, approvalStatus: party.approvalStatus, isDeleted: party.isSuspended },
    profile,
  );
}
