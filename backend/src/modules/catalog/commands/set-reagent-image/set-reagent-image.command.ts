import { Command } from '@nestjs/cqrs';
import type { ReagentView } from '../../queries/reagent.view.js';

/** The owner sets (an uploaded file's bytes) or removes (null) a reagent's image. */
export class SetReagentImageCommand extends Command<ReagentView> {
  constructor(
    readonly actorId: string,
    readonly reagentId: string,
    readonly upload: Buffer | null,
  ) {
    super();
  }
}
