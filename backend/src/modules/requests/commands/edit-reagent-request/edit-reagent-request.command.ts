import { Command } from '@nestjs/cqrs';
import type { ReagentRequestInput, ReagentRequestView } from '@reagentswap/contracts';

/** The edit dialog / screen: the requester changes their request; fields left out keep their value. */
export class EditReagentRequestCommand extends Command<ReagentRequestView> {
  constructor(
    readonly actorId: string,
    readonly requestId: string,
    readonly input: ReagentRequestInput,
  ) {
    super();
  }
}
