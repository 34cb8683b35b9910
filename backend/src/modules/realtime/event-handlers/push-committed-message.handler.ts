import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { MessageCommitted } from '../../messaging/index.js';
import { RealtimePushes } from '../push/realtime-pushes.js';

/**
 * The fast path: a member's message reaches both parties' open tabs the moment its transaction
 * committed, from the process that wrote it (through Redis to the other instances). The outbox
 * subscriber (PushNewMessageHandler) sees `pushedLive` and only recomputes the count, so nothing
 * arrives twice; if this process dies between commit and push, that count push and the client's
 * refetch on reconnect cover it (docs/adr/0012-realtime.md).
 */
@EventsHandler(MessageCommitted)
export class PushCommittedMessageHandler implements IEventHandler<MessageCommitted> {
  constructor(private readonly pushes: RealtimePushes) {}

  handle({ message }: MessageCommitted): void {
    this.pushes.toMembers([message.recipientId, message.senderId], 'message:new', message);
  }
}
