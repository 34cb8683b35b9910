import { Command } from '@nestjs/cqrs';
import type { ReagentRequestInput, ReagentRequestView } from '@reagentswap/contracts';

/** Request a Reagent (spec §2): posts a request for `requesterId`. */
export class CreateReagentRequestCommand extends Command<ReagentRequestView> {
  constructor(
    readonly requesterId: string,
    readonly input: ReagentRequestInput,
  ) {
    super();
  }
}
