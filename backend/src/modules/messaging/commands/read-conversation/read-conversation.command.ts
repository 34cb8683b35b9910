import { Command } from '@nestjs/cqrs';
import type { ConversationPage, ConversationQuery } from '@reagentswap/contracts';

/**
 * A page of the conversation between the viewer and another member, newest first (spec §7: pages
 * of 20, by reagent or the whole conversation). A command, not a query: reading marks the
 * viewer's unread messages read (spec §4), up to the newest message on the page.
 */
export class ReadConversationCommand extends Command<ConversationPage> {
  constructor(
    readonly viewerId: string,
    readonly otherId: string,
    readonly query: ConversationQuery,
  ) {
    super();
  }
}
