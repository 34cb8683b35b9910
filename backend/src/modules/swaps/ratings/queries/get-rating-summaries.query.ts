import { Query } from '@nestjs/cqrs';
import type { MemberRatingSummary } from '@reagentswap/contracts';

/** Members' rating summaries and median response times (profiles, reagent cards), in the order asked. */
export class GetRatingSummariesQuery extends Query<MemberRatingSummary[]> {
  constructor(readonly memberIds: readonly string[]) {
    super();
  }
}
