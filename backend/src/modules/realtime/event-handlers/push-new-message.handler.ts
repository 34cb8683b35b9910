import { EventSubscriber, type IntegrationEventHandler } from '../../../shared/outbox/event-subscriber.js';
import { MessageSent, messageViewOfSent } from '../../messaging/index.js';
import { MemberCounts } from '../push/member-counts.js';
import { RealtimePushes } from '../push/realtime-pushes.js';

/**
 * Every stored message: the recipient's unread badge is recomputed ('counts'). A message its
 * writer did not push live (a swap approval's, written inside the swap's transaction) also
 * reaches both parties' open tabs here ('message:new': the recipient's and the sender's other
 * tabs). Both pushes are idempotent for the client (messages keyed by id, counts absolute), so a
 * redelivery after a failed commit does no harm.
 */
@EventSubscriber('realtime.push-new-messages', MessageSent)
export class PushNewMessageHandler implements IntegrationEventHandler<MessageSent> {
  constructor(
    private readonly pushes: RealtimePushes,
    private readonly counts: MemberCounts,
  ) {}

  async handle({ payload }: MessageSent): Promise<void> {
    if (!payload.pushedLive) this.pushes.toMembers([payload.recipientId, payload.senderId], 'message:new', messageViewOfSent(payload));
    await this.counts.push('unreadMessages', payload.recipientId);
  }
}
