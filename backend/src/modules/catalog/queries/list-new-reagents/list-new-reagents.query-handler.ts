import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { newListingsOf, newListingsSample, type NewListings } from '../../../../shared/listing/new-listings.js';
import { ListNewReagentsQuery } from './list-new-reagents.query.js';

/** Listed now, and created in the period. */
const IN_PERIOD = `from reagents r join identity.listed_members o on o.user_id = r.owner_id
  where r.is_available and not r.is_deleted and r.created_at >= ? and r.created_at < ?`;

@QueryHandler(ListNewReagentsQuery)
export class ListNewReagentsHandler implements IQueryHandler<ListNewReagentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ since, until, sample }: ListNewReagentsQuery): Promise<NewListings> {
    // Scheduled jobs run outside any request: read through a fork of our own.
    const em = this.em.fork();
    const [perAuthor, latest] = await Promise.all([
      em.execute<{ author_id: string; n: number }[]>(
        `select r.owner_id as author_id, count(*)::int as n ${IN_PERIOD} group by r.owner_id`,
        [since, until],
      ),
      em.execute<{ id: string; name: string; author_id: string; city: string | null; country: string | null }[]>(
        `select r.id, r.name, r.owner_id as author_id, coalesce(r.city, o.city) as city, coalesce(r.country, o.country) as country
           ${IN_PERIOD} order by r.listing_seq desc limit ?`,
        [since, until, newListingsSample(sample)],
      ),
    ]);
    return newListingsOf(perAuthor, latest);
  }
}
