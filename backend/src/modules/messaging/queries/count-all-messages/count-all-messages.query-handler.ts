import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CountAllMessagesQuery } from './count-all-messages.query.js';

@QueryHandler(CountAllMessagesQuery)
export class CountAllMessagesHandler implements IQueryHandler<CountAllMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute() {
    const [row] = await this.em.execute<{ total: number }[]>(`select count(*)::int as total from messages`);
    return { total: row.total };
  }
}
