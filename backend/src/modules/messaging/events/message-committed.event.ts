import type { IEvent } from '@nestjs/cqrs';
import type { MessageView } from '@reagentswap/contracts';

/**
 * In-process and after the commit, published by the handler that wrote the message in its own
 * transaction: realtime pushes it to both parties at once instead of waiting for the outbox relay
 * (docs/adr/0012-realtime.md). Not durable and not for anything that must happen: MessageSent is.
 */
export class MessageCommitted implements IEvent {
  constructor(readonly message: MessageView) {}
}
