import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { expiryToday } from '@reagentswap/contracts';
import {
  ListExpiringReagentsQuery,
  ListNewReagentsQuery,
  ListSavedSearchDigestMatchesQuery,
  type ExpiringListing,
  type SavedSearchDigestMatches,
} from '../../catalog/index.js';
import { UnreadMessagesSinceQuery, type UnreadMessagesSince } from '../../messaging/index.js';
import { ListNewReagentRequestsQuery } from '../../requests/index.js';
import { ListSwapActivityQuery, type SwapActivity } from '../../swaps/index.js';
import { LISTINGS_SAMPLE, type DigestNews, type UnreadSummary } from './digest-content.js';

export interface DigestWindow {
  since: Date;
  until: Date;
}

/** What a batch of members' digests need about each of them. */
export interface MemberNews {
  swaps: Map<string, SwapActivity>;
  unread: Map<string, UnreadSummary>;
  /** Their own listings expiring within 14 days of the window's end (issue 18). */
  expiring: Map<string, ExpiringListing[]>;
  /** Their digest-only saved searches' matches in the window (ADR 0028). */
  savedSearches: Map<string, SavedSearchDigestMatches[]>;
}

const senderName = (sender: UnreadMessagesSince['senders'][number]) => sender.displayName?.trim() || sender.username || 'A member';

/**
 * Where a digest's content comes from: the other modules' queries, through the QueryBus (the
 * notifications module reads no one's tables). The platform's news is read once per run; each
 * batch of members costs one swap-activity query and one unread-messages query per member.
 */
@Injectable()
export class DigestSources {
  constructor(private readonly queries: QueryBus) {}

  async news({ since, until }: DigestWindow): Promise<DigestNews> {
    const [reagents, requests] = await Promise.all([
      this.queries.execute(new ListNewReagentsQuery(since, until, LISTINGS_SAMPLE)),
      this.queries.execute(new ListNewReagentRequestsQuery(since, until, LISTINGS_SAMPLE)),
    ]);
    return { reagents, requests };
  }

  async forMembers(memberIds: readonly string[], { since, until }: DigestWindow): Promise<MemberNews> {
    const swaps = await this.queries.execute(new ListSwapActivityQuery(memberIds, since, until));
    const expiring = await this.queries.execute(new ListExpiringReagentsQuery(memberIds, expiryToday(until)));
    const unread = new Map<string, UnreadSummary>();
    for (const memberId of memberIds) {
      const found = await this.queries.execute(new UnreadMessagesSinceQuery(memberId, since));
      if (found.count > 0) unread.set(memberId, { count: found.count, senders: found.senders.map(senderName) });
    }
    const savedSearches = new Map<string, SavedSearchDigestMatches[]>();
    for (const search of await this.queries.execute(new ListSavedSearchDigestMatchesQuery(memberIds, since, until))) {
      savedSearches.set(search.memberId, [...(savedSearches.get(search.memberId) ?? []), search]);
    }
    return { swaps: new Map(swaps.map((activity) => [activity.memberId, activity])), unread, expiring, savedSearches };
  }
}
