import { Query } from '@nestjs/cqrs';
import type { CanMessageView } from '@reagentswap/contracts';

/** The spec's permission check between two members (the conversation screen asks before showing the chat). */
export class CanMessageQuery extends Query<CanMessageView> {
  constructor(
    readonly senderId: string,
    readonly recipientId: string,
  ) {
    super();
  }
}
