import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { COMMUNITY_PROFILE_FROM, LISTED_MEMBER } from '../community-profile.view.js';
import { GetCommunityFiltersQuery, type CommunityFiltersView } from './get-community-filters.query.js';

// The dropdowns are bounded like every list; beyond this the search box is the better tool.
const MAX_OPTIONS = 500;

/** The values the community filter dropdowns offer: what listed members actually have, sorted. */
@QueryHandler(GetCommunityFiltersQuery)
export class GetCommunityFiltersHandler implements IQueryHandler<GetCommunityFiltersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<CommunityFiltersView> {
    const distinct = async (expression: string, from = COMMUNITY_PROFILE_FROM) => {
      const rows = await this.em.execute<{ value: string }[]>(
        `select value from (select distinct ${expression} as value from ${from} where ${LISTED_MEMBER}) v
          where coalesce(value, '') <> '' order by lower(value), value limit ${MAX_OPTIONS}`,
      );
      return rows.map((r) => r.value);
    };
    // Expertise items differing only in case are one option (the filter ignores case anyway).
    const expertiseRows = await this.em.execute<{ value: string }[]>(
      `select min(btrim(item)) as value
         from ${COMMUNITY_PROFILE_FROM}, unnest(string_to_array(m.expertise, ',')) as item
        where ${LISTED_MEMBER} and btrim(item) <> ''
        group by lower(btrim(item))
        order by lower(btrim(item)) limit ${MAX_OPTIONS}`,
    );
    return {
      countries: await distinct('m.country'),
      universities: await distinct('m.university_name'),
      expertise: expertiseRows.map((r) => r.value),
    };
  }
}
