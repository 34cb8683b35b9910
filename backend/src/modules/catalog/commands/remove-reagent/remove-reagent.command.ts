import { Command } from '@nestjs/cqrs';
import type { ReagentView } from '../../queries/reagent.view.js';

/** The owner removes a reagent from the listings (available → false); refused while it is engaged in an open swap. */
export class RemoveReagentCommand extends Command<{ message: string; reagent: ReagentView }> {
  constructor(
    readonly actorId: string,
    readonly reagentId: string,
  ) {
    super();
  }
}
