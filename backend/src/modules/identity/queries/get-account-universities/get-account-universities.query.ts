import { Query } from '@nestjs/cqrs';

/** At most this many ids per query; a caller with more asks in batches. */
export const MAX_ACCOUNTS_PER_UNIVERSITY_QUERY = 1000;

export interface AccountUniversity {
  accountId: string;
  /** null: the member has no university (administrators may have none). */
  universityId: string | null;
  universityName: string | null;
}

/**
 * Which university each account belongs to, for a batch of ids in one statement (the finance
 * report groups credits by university). Ids identity does not know are left out.
 */
export class GetAccountUniversitiesQuery extends Query<AccountUniversity[]> {
  constructor(readonly accountIds: readonly string[]) {
    super();
  }
}
