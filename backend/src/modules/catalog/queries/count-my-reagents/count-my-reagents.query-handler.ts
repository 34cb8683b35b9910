import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CountMyReagentsQuery, type MyReagentCounts } from './count-my-reagents.query.js';

@QueryHandler(CountMyReagentsQuery)
export class CountMyReagentsHandler implements IQueryHandler<CountMyReagentsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ ownerId }: CountMyReagentsQuery): Promise<MyReagentCounts> {
    const [row] = await this.em.execute<{ available: number; removed: number }[]>(
      `select count(*) filter (where is_available)::int as available, count(*) filter (where not is_available)::int as removed
         from reagents where owner_id = ? and not is_deleted`,
      [ownerId],
    );
    const available = row?.available ?? 0;
    const removed = row?.removed ?? 0;
    return { available, removed, total: available + removed };
  }
}
