import { Command } from '@nestjs/cqrs';
import type { ReagentInput } from '../../domain/reagent-rules.js';
import type { ReagentView } from '../../queries/reagent.view.js';

/** The New Reagent form (spec §2 "New reagent upload"): lists a reagent for `ownerId`. */
export class CreateReagentCommand extends Command<ReagentView> {
  constructor(
    readonly ownerId: string,
    readonly input: ReagentInput,
  ) {
    super();
  }
}
