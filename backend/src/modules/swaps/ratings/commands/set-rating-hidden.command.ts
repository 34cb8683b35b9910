import { Command } from '@nestjs/cqrs';
import type { AdminRatingView } from '@reagentswap/contracts';

/** An admin hides a rating's abusive comment, or shows it again; logged in the admin actions. */
export class SetRatingHiddenCommand extends Command<AdminRatingView> {
  constructor(
    readonly adminId: string,
    readonly ratingId: string,
    readonly hidden: boolean,
  ) {
    super();
  }
}
