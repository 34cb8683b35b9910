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

  async handle(event: MessageSent): Promise<void> {
    await this.handleBatch([event]);
  }

  /**
   * A batch's messages in one call (ADR 0030): the same pushes as `handle` for each, and one
   * deferral of every recipient's recount — one run of the relay's bookkeeping (its async scope,
   * an empty flush) per batch instead of one per message (ADR 0034: at 500 messages/s a batch is
   * about fifty).
   */
  async handleBatch(events: MessageSent[]): Promise<void> {
    for (const { payload } of events)
      if (!payload.pushedLive) this.pushes.toMembers([payload.recipientId, payload.senderId], 'message:new', messageViewOfSent(payload));
    await this.counts.push('unreadMessages', ...events.map(({ payload }) => payload.recipientId));
  }
}
