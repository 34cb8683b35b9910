import { Command } from '@nestjs/cqrs';
import type { ReagentView } from '../../queries/reagent.view.js';

/** The owner lists a removed reagent again (available → true). */
export class ReactivateReagentCommand extends Command<{ message: string; reagent: ReagentView }> {
  constructor(
    readonly actorId: string,
    readonly reagentId: string,
  ) {
    super();
  }
}
