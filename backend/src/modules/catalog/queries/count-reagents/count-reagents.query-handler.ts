import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CountReagentsQuery, type ReagentTotals } from './count-reagents.query.js';

@QueryHandler(CountReagentsQuery)
export class CountReagentsHandler implements IQueryHandler<CountReagentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ReagentTotals> {
    const [row] = await this.em.execute<ReagentTotals[]>(
      `select count(*)::int as total,
              count(*) filter (where r.is_available and o.user_id is not null)::int as listed
         from reagents r left join identity.listed_members o on o.user_id = r.owner_id
        where not r.is_deleted`,
    );
    return { total: row?.total ?? 0, listed: row?.listed ?? 0 };
  }
}
