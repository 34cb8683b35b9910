import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ListLocationsQuery, type ListingLocations } from './list-locations.query.js';

const MAX_OPTIONS = 300;

@QueryHandler(ListLocationsQuery)
export class ListLocationsHandler implements IQueryHandler<ListLocationsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ListingLocations> {
    const rows = await this.em.execute<{ kind: 'city' | 'country'; value: string }[]>(
      `with listed as (
         select distinct coalesce(r.city, o.city) as city, coalesce(r.country, o.country) as country
           from reagents r join identity.listed_members o on o.user_id = r.owner_id
          where r.is_available and not r.is_deleted)
       (select 'country' as kind, country as value from listed where btrim(country) <> '' group by country order by country limit ${MAX_OPTIONS})
       union all
       (select 'city', city from listed where btrim(city) <> '' group by city order by city limit ${MAX_OPTIONS})`,
    );
    return {
      countries: rows.filter((r) => r.kind === 'country').map((r) => r.value),
      cities: rows.filter((r) => r.kind === 'city').map((r) => r.value),
    };
  }
}
