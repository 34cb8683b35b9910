import { Command } from '@nestjs/cqrs';
import type { ReagentRequestDeleted } from '@reagentswap/contracts';

/** Delete on a request card: a soft delete (spec §4), by its requester only. */
export class DeleteReagentRequestCommand extends Command<ReagentRequestDeleted> {
  constructor(
    readonly actorId: string,
    readonly requestId: string,
  ) {
    super();
  }
}
