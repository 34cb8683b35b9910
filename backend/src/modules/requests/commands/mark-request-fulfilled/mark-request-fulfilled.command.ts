import { Command } from '@nestjs/cqrs';
import type { ReagentRequestView } from '@reagentswap/contracts';

/**
 * The requester marks their request fulfilled (from its matches, ADR 0026): it leaves the list and
 * matches nothing more. By its requester only; marking a fulfilled request again changes nothing.
 */
export class MarkRequestFulfilledCommand extends Command<ReagentRequestView> {
  constructor(
    readonly actorId: string,
    readonly requestId: string,
  ) {
    super();
  }
}
