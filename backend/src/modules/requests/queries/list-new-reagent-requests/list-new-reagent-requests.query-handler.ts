import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { newListingsOf, newListingsSample, type NewListings } from '../../../../shared/listing/new-listings.js';
import { ListNewReagentRequestsQuery } from './list-new-reagent-requests.query.js';

/** Shown now, and posted in the period. */
const IN_PERIOD = `from reagent_requests r join identity.member_directory m on m.user_id = r.requester_id
  where m.is_listed and not r.is_fulfilled and not r.is_deleted and r.created_at >= ? and r.created_at < ?`;

@QueryHandler(ListNewReagentRequestsQuery)
export class ListNewReagentRequestsHandler implements IQueryHandler<ListNewReagentRequestsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ since, until, sample }: ListNewReagentRequestsQuery): Promise<NewListings> {
    // Scheduled jobs run outside any request: read through a fork of our own.
    const em = this.em.fork();
    const [perAuthor, latest] = await Promise.all([
      em.execute<{ author_id: string; n: number }[]>(
        `select r.requester_id as author_id, count(*)::int as n ${IN_PERIOD} group by r.requester_id`,
        [since, until],
      ),
      em.execute<{ id: string; name: string; author_id: string; city: string | null; country: string | null }[]>(
        `select r.id, r.name, r.requester_id as author_id, r.city, r.country ${IN_PERIOD} order by r.listing_seq desc limit ?`,
        [since, until, newListingsSample(sample)],
      ),
    ]);
    return newListingsOf(perAuthor, latest);
  }
}
