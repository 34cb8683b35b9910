import { Command } from '@nestjs/cqrs';
import type { MessageView, SendMessageBody } from '@reagentswap/contracts';

/**
 * A member writes to another (POST /api/messages). `created` is false when the clientId was
 * already used by this sender: the first message is the answer and nothing new is stored.
 */
export class SendMessageCommand extends Command<{ message: MessageView; created: boolean }> {
  constructor(
    readonly senderId: string,
    readonly body: SendMessageBody,
  ) {
    super();
  }
}
