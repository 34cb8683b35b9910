import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { MessageSent, messageViewOfSent } from '../../messaging/index.js';
import { MemberCounts } from '../push/member-counts.js';
import { RealtimePushes } from '../push/realtime-pushes.js';

/**
 * A stored message reaches both parties' open tabs ('message:new': the recipient's, and the
 * sender's other tabs), and the recipient's unread badge is recomputed ('counts'). Both pushes
 * are idempotent for the client (it keys messages by id; counts are absolute), so a redelivery
 * after a failed commit does no harm.
 */
@EventSubscriber('realtime.push-new-messages', MessageSent)
export class PushNewMessageHandler implements IntegrationEventHandler<MessageSent> {
  constructor(
    private readonly pushes: RealtimePushes,
    private readonly counts: MemberCounts,
  ) {}

  async handle({ payload }: MessageSent): Promise<void> {
    this.pushes.toMembers([payload.recipientId, payload.senderId], 'message:new', messageViewOfSent(payload));
    await this.counts.push(payload.recipientId);
  }
}
