import { JoinsCallerTransaction } from '../../../../shared/database/transaction-scope.js';
import type { MessageAction } from '@reagentswap/contracts';

export type { MessageAction } from '@reagentswap/contracts';

/**
 * Stores a message from one member to another on the system's behalf (the swaps module posts the
 * owner's approval message), optionally about a reagent (spec §3 "Message"). No permission check:
 * the caller has decided the message belongs there. Joins the caller's transaction when there is
 * one (the approval's), else runs its own. Members' own messages go through SendMessageCommand.
 */
export class PostMessageCommand extends JoinsCallerTransaction<{ id: string; createdAt: string }> {
  constructor(
    readonly input: {
      senderId: string;
      recipientId: string;
      reagentId: string | null;
      content: string;
      payload?: MessageAction | null;
      /** Makes a retried post store one message (unique per sender). */
      clientId?: string | null;
    },
  ) {
    super();
  }
}
