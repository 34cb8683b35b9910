import { Command } from '@nestjs/cqrs';
import type { ReagentInput } from '../../domain/reagent-rules.js';
import type { ReagentView } from '../../queries/reagent.view.js';

/**
 * Edit Reagent Details (owner only). Fields left out keep their value; `expiryDate: null` clears
 * the date. The spec's rules apply to the result: name and catalogue number required.
 */
export class EditReagentCommand extends Command<ReagentView> {
  constructor(
    readonly actorId: string,
    readonly reagentId: string,
    readonly input: ReagentInput,
  ) {
    super();
  }
}
