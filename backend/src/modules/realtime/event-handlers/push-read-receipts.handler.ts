import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { MessagesRead } from '../../messaging/index.js';
import { MemberCounts } from '../push/member-counts.js';
import { RealtimePushes } from '../push/realtime-pushes.js';

/**
 * The recipient opened the conversation: its sender sees the messages as read ('message:read'),
 * and the reader's badge drops on all their tabs ('counts'). Both idempotent for the client.
 */
@EventSubscriber('realtime.push-read-receipts', MessagesRead)
export class PushReadReceiptsHandler implements IntegrationEventHandler<MessagesRead> {
  constructor(
    private readonly pushes: RealtimePushes,
    private readonly counts: MemberCounts,
  ) {}

  async handle({ payload: { readerId, senderId, messageIds, readAt } }: MessagesRead): Promise<void> {
    this.pushes.toMembers([senderId], 'message:read', { readerId, senderId, messageIds, readAt });
    await this.counts.push('unreadMessages', readerId);
  }
}
