import { Command } from '@nestjs/cqrs';

/**
 * The reader has seen the other member's messages (up to `upTo`, a message cursor; all when
 * absent), e.g. one that arrived by push while the conversation was open. Answers how many
 * became read; MessagesRead carries their ids to the sender.
 */
export class MarkConversationReadCommand extends Command<{ count: number }> {
  constructor(
    readonly readerId: string,
    readonly otherId: string,
    readonly scope: { reagentId?: string; upTo?: string } = {},
  ) {
    super();
  }
}
