import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UNREAD_SENDERS_SHOWN, UnreadMessagesSinceQuery } from './unread-messages-since.query.js';

@QueryHandler(UnreadMessagesSinceQuery)
export class UnreadMessagesSinceHandler implements IQueryHandler<UnreadMessagesSinceQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ memberId, since }: UnreadMessagesSinceQuery) {
    // The total is a window sum over every sender's group, taken before the list is cut.
    const rows = await this.em.execute<
      { id: string; username: string | null; display_username: string | null; count: number; total: number }[]
    >(
      `select m.sender_id as id, mm.username, mm.display_username, count(*)::int as count, (sum(count(*)) over ())::int as total
         from messages m
         left join identity.member_directory mm on mm.user_id = m.sender_id
        where m.recipient_id = ? and not m.read and m.created_at >= ?
        group by m.sender_id, mm.username, mm.display_username
        order by count desc, m.sender_id
        limit ?`,
      [memberId, since, UNREAD_SENDERS_SHOWN],
    );
    return {
      count: rows[0]?.total ?? 0,
      senders: rows.map((r) => ({ id: r.id, username: r.username, displayName: r.display_username, count: r.count })),
    };
  }
}
