import { Query } from '@nestjs/cqrs';
import type { SavedSearchFilter, SavedSearchView } from '@reagentswap/contracts';

/** /saved-searches: the member's saved searches with their new matches, oldest first. */
export class ListSavedSearchesQuery extends Query<SavedSearchView[]> {
  constructor(readonly memberId: string) {
    super();
  }
}

/** One digest-only saved search's matches in a digest's window. */
export interface SavedSearchDigestMatches {
  memberId: string;
  savedSearchId: string;
  name: string;
  filter: SavedSearchFilter;
  /** Listings that matched it in the window (still listed or not: the digest counts what was found). */
  count: number;
}

/** The digest's 'Your saved searches' (ADR 0028): these members' digest-only matches in [since, until). */
export class ListSavedSearchDigestMatchesQuery extends Query<SavedSearchDigestMatches[]> {
  constructor(
    readonly memberIds: readonly string[],
    readonly since: Date,
    readonly until: Date,
  ) {
    super();
  }
}
