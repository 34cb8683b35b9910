import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../../shared/kernel/uuid.js';
import { CountUnreadMessagesOfQuery } from './count-unread-messages-of.query.js';
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

@QueryHandler(CountUnreadMessagesOfQuery)
export class CountUnreadMessagesOfHandler implements IQueryHandler<CountUnreadMessagesOfQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberIds }: CountUnreadMessagesOfQuery): Promise<Map<string, number>> {
    const ids = [...new Set(memberIds.filter(isUuid).map((id) => id.toLowerCase()))];
    const counts = new Map(ids.map((id) => [id, 0]));
    if (ids.length === 0) return counts;
    // The single count's index (messages_unread: recipient_id where not read), one probe per member.
    const rows = await this.em.execute<{ recipient_id: string; count: number }[]>(
      `select recipient_id, count(*)::int as count from messages
        where recipient_id = any (?::uuid[]) and not read
        group by recipient_id`,
      [`{${ids.join(',')}}`],
    );
    for (const row of rows) counts.set(row.recipient_id, row.count);
    return counts;
  }
}
