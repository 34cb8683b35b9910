import { Command } from '@nestjs/cqrs';
import type { ScreeningResult, ScreeningSource, SubstanceCandidate } from '@reagentswap/contracts';

export interface RefusedAttempt {
  candidate: SubstanceCandidate;
  result: Extract<ScreeningResult, { restricted: true }>;
}

/**
 * Logs refused listing attempts for admins. Run it outside the refused write's transaction (that
 * one rolls back; the log must not).
 */
export class RecordRefusedAttemptsCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly source: ScreeningSource,
    readonly attempts: RefusedAttempt[],
  ) {
    super();
  }
}
