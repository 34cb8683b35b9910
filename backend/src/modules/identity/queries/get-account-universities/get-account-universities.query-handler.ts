import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import {
  GetAccountUniversitiesQuery,
  MAX_ACCOUNTS_PER_UNIVERSITY_QUERY,
  type AccountUniversity,
} from './get-account-universities.query.js';

@QueryHandler(GetAccountUniversitiesQuery)
export class GetAccountUniversitiesHandler implements IQueryHandler<GetAccountUniversitiesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ accountIds }: GetAccountUniversitiesQuery): Promise<AccountUniversity[]> {
    const ids = [...new Set(accountIds.filter(isUuid).map((id) => id.toLowerCase()))];
    if (ids.length > MAX_ACCOUNTS_PER_UNIVERSITY_QUERY) {
      throw new Error(`GetAccountUniversitiesQuery: at most ${MAX_ACCOUNTS_PER_UNIVERSITY_QUERY} ids`);
    }
    if (ids.length === 0) return [];
    const rows = await this.em.execute<{ user_id: string; university_id: string | null; university_name: string | null }[]>(
      `select p.user_id, u.id as university_id, u.name as university_name
         from profiles p left join institutions.university_directory u on u.id = p.university_id
        where p.user_id in (?)`,
      [ids],
    );
    return rows.map((row) => ({ accountId: row.user_id, universityId: row.university_id, universityName: row.university_name }));
  }
}
