import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { COMMUNITY_PROFILE_COLUMNS, COMMUNITY_PROFILE_FROM, LISTED_MEMBER, toCommunityProfileView } from '../community-profile.view.js';
import type { Page } from '@reagentswap/contracts';
import { pageWindow } from '../../../../shared/http/page-window.js';
import { selectBound } from '../../../../shared/listing/bound-query.js';
import { containsPattern } from '../../../../shared/listing/like-pattern.js';
import { COMMUNITY_PAGE, ListCommunityProfilesQuery } from './list-community-profiles.query.js';

const ALL = { country: 'all-countries', university: 'all-universities', expertise: 'all-expertise' } as const;
const wanted = (value: string | undefined, all: string) => {
  const trimmed = value?.trim();
  return trimmed && trimmed !== all ? trimmed : undefined;
};

/**
 * The community directory (spec §2, §5): approved, active members only; search is case-insensitive
 * over name, lab, university, research interests and expertise; country and university match
 * exactly; expertise matches one comma-separated item; ordered by display name, then username.
 */
@QueryHandler(ListCommunityProfilesQuery)
export class ListCommunityProfilesHandler implements IQueryHandler<ListCommunityProfilesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ filter }: ListCommunityProfilesQuery): Promise<Page<any>> {
    const where = [LISTED_MEMBER];
    const params: unknown[] = [];
    const search = filter.search?.trim();
    if (search) {
      where.push(`(m.display_username ilike ? or m.username ilike ? or m.lab_name ilike ? or m.university_name ilike ?
                   or m.research_interests ilike ? or m.expertise ilike ?)`);
      params.push(...Array<string>(6).fill(containsPattern(search)));
    }
    const country = wanted(filter.country, ALL.country);
    if (country) {
      where.push('m.country = ?');
      params.push(country);
    }
    const university = wanted(filter.university, ALL.university);
    if (university) {
      where.push('m.university_name = ?');
      params.push(university);
    }
    const expertise = wanted(filter.expertise, ALL.expertise);
    if (expertise) {
      where.push(`exists (select 1 from unnest(string_to_array(m.expertise, ',')) as item where lower(btrim(item)) = lower(?))`);
      params.push(expertise);
    }
    const { page, pageSize, offset } = pageWindow(filter.page, filter.pageSize, COMMUNITY_PAGE);
    const condition = where.join(' and ');
    const [{ total }] = await this.em.execute<{ total: string }[]>(
      `select count(*) as total from ${COMMUNITY_PROFILE_FROM} where ${condition}`,
      params,
    );
    const rows = await selectBound<Record<string, any>>(
      this.em,
      `select ${COMMUNITY_PROFILE_COLUMNS} from ${COMMUNITY_PROFILE_FROM}
        where ${condition}
        order by lower(m.display_username) asc nulls last, lower(m.username) asc, m.user_id
        limit ? offset ?`,
      [...params, pageSize, offset],
    );
    return { items: rows.map(toCommunityProfileView), page, pageSize, total: Number(total) };
  }
}
