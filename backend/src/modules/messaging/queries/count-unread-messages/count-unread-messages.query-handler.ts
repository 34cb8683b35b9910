import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CountUnreadMessagesQuery } from './count-unread-messages.query.js';

@QueryHandler(CountUnreadMessagesQuery)
export class CountUnreadMessagesHandler implements IQueryHandler<CountUnreadMessagesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId }: CountUnreadMessagesQuery) {
    const [row] = await this.em.execute<{ count: number }[]>(
      `select count(*)::int as count from messages where recipient_id = ? and not read`,
      [memberId],
    );
    return { count: row.count };
  }
}
