import type { DigestCounts } from '@reagentswap/contracts';
import type { NewListing, NewListings } from '../../../shared/listing/new-listings.js';
import type { ExpiringListing, SavedSearchDigestMatches } from '../../catalog/index.js';
import type { SwapActivity } from '../../swaps/index.js';

/** Listings a digest names; the rest are counted ("and 12 more"). */
export const LISTINGS_SHOWN = 5;
/** Fetched by name per run: enough to show LISTINGS_SHOWN to a member whose own listings are among the newest. */
export const LISTINGS_SAMPLE = 15;

/** What the whole platform did in the period: read once per run. */
export interface DigestNews {
  reagents: NewListings;
  requests: NewListings;
}

/** A member's unread messages received in the period. */
export interface UnreadSummary {
  count: number;
  /** Who wrote them, by name, those who wrote most first. */
  senders: string[];
}

/** One member's digest, before rendering. */
export interface DigestContent {
  reagents: { count: number; shown: NewListing[] };
  requests: { count: number; shown: NewListing[] };
  swaps: SwapActivity | null;
  unread: UnreadSummary;
  /**
   * The member's own listings expiring within 14 days (issue 18). Named in a digest that goes out
   * anyway, never a reason for one: the owner's reminders themselves are sent on their own.
   */
  expiring?: ExpiringListing[];
  /** The member's digest-only saved searches that new listings matched in the period (ADR 0028): news of their own. */
  savedSearches?: SavedSearchDigestMatches[];
}

/** Others' listings only: nobody is told about what they listed themselves. */
function othersListings(listings: NewListings, memberId: string): { count: number; shown: NewListing[] } {
  return {
    count: listings.total - (listings.perAuthor[memberId] ?? 0),
    shown: listings.latest.filter((listing) => listing.authorId !== memberId).slice(0, LISTINGS_SHOWN),
  };
}

export function composeDigest(
  memberId: string,
  news: DigestNews,
  swaps: SwapActivity | undefined,
  unread: UnreadSummary | undefined,
  expiring: ExpiringListing[] = [],
  savedSearches: SavedSearchDigestMatches[] = [],
): DigestContent {
  return {
    reagents: othersListings(news.reagents, memberId),
    requests: othersListings(news.requests, memberId),
    swaps: swaps ?? null,
    unread: unread ?? { count: 0, senders: [] },
    expiring,
    savedSearches,
  };
}

export const swapActivityCount = (swaps: SwapActivity | null): number =>
  swaps ? swaps.received + swaps.approved + swaps.rejected + swaps.cancelled + swaps.shipped + swaps.completed : 0;

export const digestCounts = (content: DigestContent): DigestCounts => ({
  newReagents: content.reagents.count,
  newRequests: content.requests.count,
  swapActivity: swapActivityCount(content.swaps),
  unreadMessages: content.unread.count,
});

export const savedSearchMatchCount = (content: DigestContent): number =>
  (content.savedSearches ?? []).reduce((total, search) => total + search.count, 0);

/** A member with nothing new gets no digest. */
export const isEmptyDigest = (content: DigestContent): boolean =>
  Object.values(digestCounts(content)).every((n) => n === 0) && savedSearchMatchCount(content) === 0;
