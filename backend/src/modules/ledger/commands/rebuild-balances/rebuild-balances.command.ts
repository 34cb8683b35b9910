import { Command } from '@nestjs/cqrs';
import type { RebuildSummary } from '../../infrastructure/projection-rebuilder.js';

/** Recomputes the `credit_balances` projection from the events (admin repair after an audit finding). */
export class RebuildCreditBalancesCommand extends Command<RebuildSummary> {
  constructor(readonly actorId: string | null = null) {
    super();
  }
}
