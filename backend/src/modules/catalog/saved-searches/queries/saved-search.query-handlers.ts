import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { loadSavedSearchViews, savedFilterOf, type SavedSearchRow } from '../saved-search.row.js';
import { ListSavedSearchDigestMatchesQuery, ListSavedSearchesQuery, type SavedSearchDigestMatches } from './saved-search.queries.js';

@QueryHandler(ListSavedSearchesQuery)
export class ListSavedSearchesHandler implements IQueryHandler<ListSavedSearchesQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ memberId }: ListSavedSearchesQuery) {
    return loadSavedSearchViews(this.em, memberId);
  }
}

@QueryHandler(ListSavedSearchDigestMatchesQuery)
export class ListSavedSearchDigestMatchesHandler implements IQueryHandler<ListSavedSearchDigestMatchesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberIds, since, until }: ListSavedSearchDigestMatchesQuery): Promise<SavedSearchDigestMatches[]> {
    if (memberIds.length === 0) return [];
    const rows = await this.em.execute<(SavedSearchRow & { match_count: string | number })[]>(
      `select s.*, count(*) as match_count
         from saved_search_matches m
         join saved_searches s on s.id = m.saved_search_id
        where m.member_id in (select jsonb_array_elements_text(?::jsonb)::uuid)
          and m.matched_at >= ? and m.matched_at < ?
          and s.alert_mode = 'digest-only'
        group by s.id
        order by s.member_id, s.created_at, s.id`,
      [JSON.stringify(memberIds), since, until],
    );
    return rows.map((row) => ({
      memberId: row.member_id,
      savedSearchId: row.id,
      name: row.name,
      filter: savedFilterOf(row),
      count: Number(row.match_count),
    }));
  }
}
