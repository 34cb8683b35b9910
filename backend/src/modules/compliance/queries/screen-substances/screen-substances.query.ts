import { Query } from '@nestjs/cqrs';
import type { ScreeningResult, SubstanceCandidate } from '@reagentswap/contracts';

/**
 * Screens names and CAS numbers against the restricted list: one result per candidate, in order.
 * Pure (no side effect); a caller that refuses records the refusal with RecordRefusedAttemptsCommand.
 */
export class ScreenSubstancesQuery extends Query<ScreeningResult[]> {
  constructor(readonly candidates: SubstanceCandidate[]) {
    super();
  }
}
